// Edit one row of the symbol sheet; only changed fields are sent.
import { useState, type FormEvent } from 'react';
import { symbolChangesSchema, type SymbolSpec } from '@platform/shared/symbols';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { swapModeSchema } from '@platform/shared/trading-conditions';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useUpdateSymbol } from '../api/update-symbol.ts';
import { errorText } from './error-text.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { localMessage } from '../../../lib/server-message.ts';

/** Each labelled `admin.symbol.fields.<key>`. */
const numericFields = ['spread_markup', 'leverage', 'swap_long', 'swap_short', 'volume_min', 'volume_max', 'volume_step'] as const;
type NumericField = (typeof numericFields)[number];

export function SymbolEditDialog({ spec, onClose }: { spec: SymbolSpec; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateSymbol();
  const toast = useToast();
  const [values, setValues] = useState<Record<NumericField, string>>(
    () => Object.fromEntries(numericFields.map((key) => [key, String(spec[key])])) as Record<NumericField, string>,
  );
  const [enabled, setEnabled] = useState(spec.enabled);
  const [hours, setHours] = useState(spec.trading_hours);
  const [swapMode, setSwapMode] = useState(spec.swap_mode);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    for (const key of numericFields) {
      const value = values[key].trim() === '' ? NaN : Number(values[key]);
      if (value !== spec[key]) changes[key] = value;
    }
    if (enabled !== spec.enabled) changes.enabled = enabled;
    if (hours !== spec.trading_hours) changes.trading_hours = hours;
    if (swapMode !== spec.swap_mode) changes.swap_mode = swapMode;
    const parsed = symbolChangesSchema.safeParse(changes);
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    if (Object.keys(parsed.data).length === 0) return onClose();
    update.mutate(
      { symbol: spec.symbol, changes: parsed.data },
      {
        onSuccess: () => {
          toast.show({
            title: t('admin.symbol.updated', { symbol: spec.symbol }),
            description: t('admin.symbol.updatedNote'),
            variant: 'success',
          });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.symbol.dialogTitle', { symbol: spec.symbol, title: spec.title })}
      size="md"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-dialog-grid">
          <Select
            label={t('admin.symbol.trading')}
            value={enabled ? 'on' : 'off'}
            options={[
              { value: 'on', label: t('admin.symbol.enabled') },
              { value: 'off', label: t('admin.symbol.disabled') },
            ]}
            onChange={(e) => setEnabled(e.target.value === 'on')}
          />
          <Select
            label={t('admin.symbol.hours')}
            value={hours}
            options={[
              { value: 'fx', label: t('admin.symbol.fxWeek') },
              { value: 'always', label: t('admin.symbol.always') },
            ]}
            onChange={(e) => setHours(e.target.value as SymbolSpec['trading_hours'])}
          />
          <Select
            label={t('admin.symbol.swapMode')}
            value={swapMode}
            options={swapModeSchema.options.map((mode) => ({ value: mode, label: t(`admin.groups.swapModes.${mode}`) }))}
            onChange={(e) => setSwapMode(e.target.value as SymbolSpec['swap_mode'])}
          />
          {numericFields.map((key) => (
            <TextField
              key={key}
              label={t(`admin.symbol.fields.${key}`)}
              inputMode="decimal"
              value={values[key]}
              error={errors[key]?.[0] && localMessage(errors[key][0])}
              onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
            />
          ))}
        </div>
        {update.isError && <div className="banner banner--error">{errorText(update.error)}</div>}
        <div className="admin-gate__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.symbol.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin.symbol.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
