// One rule of a group's symbol conditions: a symbol-group path or a symbol, and the values it overrides (empty = inherited).
import { swapModeSchema, type ConditionRule } from '@platform/shared/trading-conditions';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** A rule as the form edits it: numbers as typed text. */
export type RuleDraft = Record<'target' | (typeof numberFields)[number], string> & {
  target_kind: ConditionRule['target_kind'];
  markup_mode: ConditionRule['markup_mode'];
  commission_mode: ConditionRule['commission_mode'];
  swap_mode: ConditionRule['swap_mode'];
  trade_mode: ConditionRule['trade_mode'];
};

/** Each labelled `admin.groups.rule.<key>`. */
export const numberFields = [
  'markup',
  'commission',
  'leverage_cap',
  'swap_long',
  'swap_short',
  'volume_min',
  'volume_max',
  'volume_step',
] as const;

const swapModes = swapModeSchema.options;

export function draftOf(rule: ConditionRule): RuleDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    target_kind: rule.target_kind,
    target: rule.target,
    markup_mode: rule.markup_mode,
    commission_mode: rule.commission_mode,
    swap_mode: rule.swap_mode,
    trade_mode: rule.trade_mode,
    ...(Object.fromEntries(numberFields.map((key) => [key, text(rule[key])])) as Record<(typeof numberFields)[number], string>),
  };
}

export const emptyDraft = (): RuleDraft => ({
  ...draftOf({
    target_kind: 'path',
    target: '',
    markup_mode: null,
    markup: null,
    commission_mode: null,
    commission: null,
    leverage_cap: null,
    swap_mode: null,
    swap_long: null,
    swap_short: null,
    volume_min: null,
    volume_max: null,
    volume_step: null,
    trade_mode: null,
  }),
});

export function ruleOf(draft: RuleDraft): ConditionRule {
  const number = (text: string) => (text.trim() === '' ? null : Number(text));
  const markup = number(draft.markup);
  const commission = number(draft.commission);
  return {
    target_kind: draft.target_kind,
    target: draft.target.trim(),
    markup_mode: markup === null ? null : (draft.markup_mode ?? 'points'),
    markup,
    commission_mode: commission === null ? null : (draft.commission_mode ?? 'per_lot'),
    commission,
    leverage_cap: number(draft.leverage_cap),
    swap_mode: draft.swap_mode,
    swap_long: number(draft.swap_long),
    swap_short: number(draft.swap_short),
    volume_min: number(draft.volume_min),
    volume_max: number(draft.volume_max),
    volume_step: number(draft.volume_step),
    trade_mode: draft.trade_mode,
  };
}

interface Props {
  index: number;
  draft: RuleDraft;
  errors: Record<string, string[]>;
  onChange: (draft: RuleDraft) => void;
  onRemove: () => void;
}

export function GroupRuleFields({ index, draft, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const set = (changes: Partial<RuleDraft>) => onChange({ ...draft, ...changes });
  const error = (key: string) => errors[`rules.${index}.${key}`]?.[0];
  return (
    <fieldset className="group-rule">
      <legend>{t('admin.groups.rule.legend', { number: String(index + 1) })}</legend>
      <div className="admin-dialog-grid">
        <Select
          label={t('admin.groups.rule.targetKind')}
          value={draft.target_kind}
          options={[
            { value: 'path', label: t('admin.groups.rule.path') },
            { value: 'symbol', label: t('admin.groups.rule.symbol') },
          ]}
          onChange={(e) => set({ target_kind: e.target.value as RuleDraft['target_kind'] })}
        />
        <TextField
          label={t('admin.groups.rule.target')}
          hint={draft.target_kind === 'path' ? t('admin.groups.rule.pathHint') : undefined}
          value={draft.target}
          error={error('target')}
          onChange={(e) => set({ target: e.target.value })}
        />
        <Select
          label={t('admin.groups.rule.markupMode')}
          value={draft.markup_mode ?? 'points'}
          options={[
            { value: 'points', label: t('admin.groups.rule.points') },
            { value: 'percent', label: t('admin.groups.rule.percent') },
          ]}
          onChange={(e) => set({ markup_mode: e.target.value as RuleDraft['markup_mode'] })}
        />
        <Select
          label={t('admin.groups.rule.commissionMode')}
          value={draft.commission_mode ?? 'per_lot'}
          options={[
            { value: 'per_lot', label: t('admin.groups.rule.perLot') },
            { value: 'per_million', label: t('admin.groups.rule.perMillion') },
          ]}
          onChange={(e) => set({ commission_mode: e.target.value as RuleDraft['commission_mode'] })}
        />
        <Select
          label={t('admin.groups.rule.swapMode')}
          value={draft.swap_mode ?? ''}
          error={error('swap_mode')}
          options={[
            { value: '', label: t('admin.groups.rule.inherited') },
            ...swapModes.map((mode) => ({ value: mode, label: t(`admin.groups.swapModes.${mode}`) })),
          ]}
          onChange={(e) => set({ swap_mode: (e.target.value || null) as RuleDraft['swap_mode'] })}
        />
        {numberFields.map((key) => (
          <TextField
            key={key}
            label={t(`admin.groups.rule.${key}`)}
            inputMode="decimal"
            placeholder={t('admin.groups.rule.inherited')}
            value={draft[key]}
            error={error(key)}
            onChange={(e) => set({ [key]: e.target.value })}
          />
        ))}
        <Select
          label={t('admin.groups.rule.tradeMode')}
          value={draft.trade_mode ?? ''}
          options={[
            { value: '', label: t('admin.groups.rule.inherited') },
            { value: 'full', label: t('admin.groups.modes.full') },
            { value: 'close_only', label: t('admin.groups.modes.close_only') },
            { value: 'disabled', label: t('admin.groups.modes.disabled') },
          ]}
          onChange={(e) => set({ trade_mode: (e.target.value || null) as RuleDraft['trade_mode'] })}
        />
      </div>
      <Button size="sm" variant="secondary" onClick={onRemove}>
        {t('admin.groups.rule.remove')}
      </Button>
    </fieldset>
  );
}
