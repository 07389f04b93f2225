// Create or edit a client group: its account terms and its symbol conditions (most specific rule wins).
import { useState, type FormEvent } from 'react';
import { groupInputSchema, type ClientGroup } from '@platform/shared/client-groups';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useSaveClientGroup } from '../api/save-client-group.ts';
import { errorText } from './error-text.ts';
import { GroupRuleFields, draftOf, emptyDraft, ruleOf, type RuleDraft } from './group-rule-fields.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import './group-dialog.css';

/** Each labelled `admin.groups.fields.<key>`. */
const numberFields = ['default_leverage', 'max_leverage', 'margin_call_level', 'stop_out_level'] as const;
type NumberField = (typeof numberFields)[number];

const blank = { default_leverage: 400, max_leverage: 1000, margin_call_level: 100, stop_out_level: 50 };

export function GroupDialog({ group, onClose }: { group: ClientGroup | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveClientGroup();
  const toast = useToast();
  const [name, setName] = useState(group?.name ?? '');
  const [accountType, setAccountType] = useState(group?.account_type ?? 'live');
  const [tradeMode, setTradeMode] = useState(group?.trade_mode ?? 'full');
  const [isDefault, setIsDefault] = useState(group?.is_default ?? false);
  const [archived, setArchived] = useState(group?.archived ?? false);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>(
    () => Object.fromEntries(numberFields.map((key) => [key, String(group?.[key] ?? blank[key])])) as Record<NumberField, string>,
  );
  const [rules, setRules] = useState<RuleDraft[]>(() => group?.rules.map(draftOf) ?? []);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = groupInputSchema.safeParse({
      name,
      account_type: accountType,
      trade_mode: tradeMode,
      is_default: isDefault,
      ...Object.fromEntries(numberFields.map((key) => [key, numbers[key].trim() === '' ? NaN : Number(numbers[key])])),
      rules: rules.map(ruleOf),
    });
    if (!parsed.success) return setErrors(fieldErrorsFromZod(parsed.error));
    setErrors({});
    save.mutate(
      { id: group?.id ?? null, input: { ...parsed.data, ...(group ? { archived } : {}) } },
      {
        onSuccess: ({ group: saved }) => {
          toast.show({
            title: t('admin.groups.saved', { name: saved.name }),
            description: t('admin.groups.savedNote'),
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
      title={group ? t('admin.groups.editTitle', { name: group.name }) : t('admin.groups.newTitle')}
      size="lg"
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <div className="admin-dialog-grid">
          <TextField
            label={t('admin.groups.fields.name')}
            value={name}
            error={errors.name?.[0]}
            onChange={(e) => setName(e.target.value)}
          />
          <Select
            label={t('admin.groups.fields.account_type')}
            value={accountType}
            options={[
              { value: 'demo', label: t('admin.groups.types.demo') },
              { value: 'live', label: t('admin.groups.types.live') },
            ]}
            onChange={(e) => setAccountType(e.target.value as 'demo' | 'live')}
          />
          {numberFields.map((key) => (
            <TextField
              key={key}
              label={t(`admin.groups.fields.${key}`)}
              inputMode="decimal"
              value={numbers[key]}
              error={errors[key]?.[0]}
              onChange={(e) => setNumbers((current) => ({ ...current, [key]: e.target.value }))}
            />
          ))}
          <Select
            label={t('admin.groups.fields.trade_mode')}
            value={tradeMode}
            options={(['full', 'close_only', 'disabled'] as const).map((mode) => ({ value: mode, label: t(`admin.groups.modes.${mode}`) }))}
            onChange={(e) => setTradeMode(e.target.value as ClientGroup['trade_mode'])}
          />
          <Select
            label={t('admin.groups.fields.is_default')}
            value={isDefault ? 'yes' : 'no'}
            error={errors.is_default?.[0]}
            options={[
              { value: 'no', label: t('admin.groups.no') },
              { value: 'yes', label: t('admin.groups.yes') },
            ]}
            onChange={(e) => setIsDefault(e.target.value === 'yes')}
          />
          {group && (
            <Select
              label={t('admin.groups.fields.archived')}
              value={archived ? 'yes' : 'no'}
              error={errors.archived?.[0]}
              options={[
                { value: 'no', label: t('admin.groups.no') },
                { value: 'yes', label: t('admin.groups.yes') },
              ]}
              onChange={(e) => setArchived(e.target.value === 'yes')}
            />
          )}
        </div>
        <h3 className="group-dialog__rules-title">{t('admin.groups.rulesTitle')}</h3>
        <p className="muted">{t('admin.groups.rulesIntro')}</p>
        {rules.map((draft, index) => (
          <GroupRuleFields
            key={index}
            index={index}
            draft={draft}
            errors={errors}
            onChange={(next) => setRules((current) => current.map((rule, i) => (i === index ? next : rule)))}
            onRemove={() => setRules((current) => current.filter((_, i) => i !== index))}
          />
        ))}
        <Button variant="secondary" onClick={() => setRules((current) => [...current, emptyDraft()])}>
          {t('admin.groups.addRule')}
        </Button>
        {save.isError && <div className="banner banner--error">{errorText(save.error)}</div>}
        <div className="admin-gate__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.groups.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.groups.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
