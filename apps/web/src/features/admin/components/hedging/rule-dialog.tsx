// Add or edit a routing rule: checked with the shared schema first, and the API's own messages (an unknown
// symbol, group or client group; an exposure rule without its limit) shown at their fields.
import { useState, type FormEvent } from 'react';
import { hedgeRuleRequestSchema, type HedgeRule, type Profitability, type RoutingMode } from '@platform/shared/hedging';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { fieldMessages } from '../../../../lib/server-message.ts';
import { useSaveHedgeRule } from '../../api/hedging-rules.ts';
import { errorText } from '../error-text.ts';

type Field = 'client_group' | 'symbol_group' | 'symbol' | 'min_volume' | 'max_volume' | 'exposure_limit';
const textFields = ['client_group', 'symbol_group', 'symbol'] as const;
const lotFields = ['min_volume', 'max_volume', 'exposure_limit'] as const;
const labels = {
  client_group: 'clientGroup',
  symbol_group: 'symbolGroup',
  symbol: 'symbol',
  min_volume: 'minVolume',
  max_volume: 'maxVolume',
  exposure_limit: 'exposureLimit',
} as const;

const draftOf = (rule: HedgeRule | null): Record<Field, string> => ({
  client_group: rule?.client_group ?? '',
  symbol_group: rule?.symbol_group ?? '',
  symbol: rule?.symbol ?? '',
  min_volume: rule?.min_volume?.toString() ?? '',
  max_volume: rule?.max_volume?.toString() ?? '',
  exposure_limit: rule?.exposure_limit?.toString() ?? '',
});

/** An empty field matches everything (null); a number field keeps what was typed so the schema can say what is wrong with it. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const lotsOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

export function RuleDialog({ rule, onClose }: { rule: HedgeRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveHedgeRule();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(rule));
  const [mode, setMode] = useState<RoutingMode>(rule?.mode ?? 'a_book');
  const [profitability, setProfitability] = useState<Profitability | ''>(rule?.profitability ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      client_group: orNull(draft.client_group),
      symbol_group: orNull(draft.symbol_group),
      symbol: orNull(draft.symbol)?.toUpperCase() ?? null,
      min_volume: lotsOrNull(draft.min_volume),
      max_volume: lotsOrNull(draft.max_volume),
      mode,
      exposure_limit: mode === 'exposure' ? lotsOrNull(draft.exposure_limit) : null,
      profitability: profitability === '' ? null : profitability,
    };
    const parsed = hedgeRuleRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsFromZod(parsed.error)).map(([field, list]) => [field, list[0] ?? ''])));
      return;
    }
    setErrors({});
    save.mutate(
      { id: rule?.id ?? null, rule: request },
      {
        onSuccess: () => {
          toast.show({ title: t('admin.hedging.rules.saved'), variant: 'success' });
          onClose();
        },
        onError: (error) => setErrors(fieldMessages(error)),
      },
    );
  }

  const fieldError = (field: string) => errors[field];
  const unplaced = save.isError && Object.keys(fieldMessages(save.error)).length === 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={rule ? t('admin.hedging.rules.editTitle', { id: String(rule.id) }) : t('admin.hedging.rules.newTitle')}
      description={t('admin.hedging.rules.dialogIntro')}
      size="lg"
    >
      <form className="admin-form" onSubmit={submit} noValidate aria-label={t('admin.hedging.rules.title')}>
        <div className="admin-dialog-grid">
          <Select
            label={t('admin.hedging.rules.mode')}
            value={mode}
            options={(['a_book', 'exposure', 'b_book'] as const).map((value) => ({
              value,
              label: t(`admin.hedging.rules.modes.${value}`),
            }))}
            onChange={(event) => setMode(event.target.value as RoutingMode)}
          />
          {mode === 'exposure' ? (
            <TextField
              label={t('admin.hedging.rules.exposureLimit')}
              hint={t('admin.hedging.rules.hints.exposureLimit')}
              inputMode="decimal"
              value={draft.exposure_limit}
              error={fieldError('exposure_limit')}
              onChange={(event) => setDraft({ ...draft, exposure_limit: event.target.value })}
            />
          ) : (
            <span aria-hidden="true" />
          )}
          {textFields.map((field) => (
            <TextField
              key={field}
              label={t(`admin.hedging.rules.${labels[field]}`)}
              hint={t(`admin.hedging.rules.hints.${labels[field]}`)}
              value={draft[field]}
              error={fieldError(field)}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          ))}
          <Select
            label={t('admin.hedging.rules.accounts')}
            value={profitability}
            options={[
              { value: '', label: t('admin.hedging.rules.profitability.any') },
              { value: 'profitable', label: t('admin.hedging.rules.profitability.profitable') },
              { value: 'unprofitable', label: t('admin.hedging.rules.profitability.unprofitable') },
            ]}
            onChange={(event) => setProfitability(event.target.value as Profitability | '')}
          />
          {lotFields
            .filter((field) => field !== 'exposure_limit')
            .map((field) => (
              <TextField
                key={field}
                label={t(`admin.hedging.rules.${labels[field]}`)}
                inputMode="decimal"
                value={draft[field]}
                error={fieldError(field)}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
              />
            ))}
        </div>
        {unplaced && <div className="banner banner--error">{errorText(save.error)}</div>}
        <div className="admin-gate__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.hedging.rules.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.hedging.rules.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
