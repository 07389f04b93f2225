// The desk's thresholds on uncovered exposure (USD notional per symbol or symbol group): where each stands now,
// whether the desk was told, and a form to add or change one (checked with the shared schema, the API's
// messages at their fields).
import { useState, type FormEvent } from 'react';
import { uncoveredLimitRequestSchema, type UncoveredLimit, type UncoveredScope } from '@platform/shared/hedging';
import { fieldErrorsFromZod } from '@platform/shared/errors';
import { Button } from '../../../../components/ui/button.tsx';
import { RowActions } from '../row-actions.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { formatStaffUsd } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { fieldMessages } from '../../../../lib/server-message.ts';
import { useDeleteUncoveredLimit, useSaveUncoveredLimit, useUncoveredLimits } from '../../api/hedging-uncovered-limits.ts';
import { errorText } from '../error-text.ts';

const blank = { scope: 'symbol' as UncoveredScope, target: '', threshold: '' };

export function UncoveredAlertsPanel() {
  const { t } = useTranslation();
  const limits = useUncoveredLimits();
  const save = useSaveUncoveredLimit();
  const remove = useDeleteUncoveredLimit();
  const toast = useToast();
  const [draft, setDraft] = useState(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const title = t('admin.hedging.uncovered.title');

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = {
      scope: draft.scope,
      target: draft.scope === 'symbol' ? draft.target.trim().toUpperCase() : draft.target.trim(),
      threshold_usd: draft.threshold.trim() === '' ? Number.NaN : Number(draft.threshold.trim()),
    };
    const parsed = uncoveredLimitRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(Object.entries(fieldErrorsFromZod(parsed.error)).map(([field, list]) => [field, list[0] ?? ''])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.show({ title: t('admin.hedging.uncovered.saved'), variant: 'success' });
        setDraft(blank);
      },
      onError: (error) => setErrors(fieldMessages(error)),
    });
  }

  const edit = (limit: UncoveredLimit) => {
    setErrors({});
    setDraft({ scope: limit.scope, target: limit.target, threshold: String(limit.threshold_usd) });
  };
  const unplaced = save.isError && Object.keys(fieldMessages(save.error)).length === 0;
  return (
    <section className="risk-section" aria-labelledby="hedging-uncovered-title">
      <h2 id="hedging-uncovered-title">{title}</h2>
      <p className="muted">{t('admin.hedging.uncovered.intro')}</p>
      {limits.isError && <div className="banner banner--error">{errorText(limits.error)}</div>}
      {remove.isError && <div className="banner banner--error">{errorText(remove.error)}</div>}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={title}>
        <table className="admin-table" aria-label={title}>
          <thead>
            <tr>
              <th scope="col">{t('admin.hedging.uncovered.appliesTo')}</th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.uncovered.now')}
              </th>
              <th scope="col" className="risk-num">
                {t('admin.hedging.uncovered.threshold')}
              </th>
              <th scope="col">{t('admin.hedging.uncovered.state')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin.hedging.rules.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {limits.data?.limits.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  {t('admin.hedging.uncovered.none')}
                </td>
              </tr>
            )}
            {limits.data?.limits.map((limit) => (
              <tr key={limit.id} data-threshold-id={limit.id}>
                <th scope="row">
                  {t(`admin.hedging.uncovered.scopes.${limit.scope}`)} · {limit.target}
                </th>
                <td className={`risk-num${limit.over ? ' hedging-uncovered' : ''}`}>
                  {limit.uncovered_usd === null ? '—' : formatStaffUsd(Math.abs(limit.uncovered_usd))}
                </td>
                <td className="risk-num">{formatStaffUsd(limit.threshold_usd)}</td>
                <td>
                  <span className={`admin-badge admin-badge--${limit.over ? 'bad' : 'ok'}`}>
                    {t(`admin.hedging.uncovered.states.${limit.over ? 'over' : 'ok'}`)}
                  </span>
                </td>
                <RowActions
                  editText={t('admin.hedging.rules.edit')}
                  editName={t('admin.hedging.uncovered.editThreshold', { target: limit.target })}
                  deleteText={t('admin.hedging.rules.delete')}
                  deleteName={t('admin.hedging.uncovered.deleteThreshold', { target: limit.target })}
                  onEdit={() => edit(limit)}
                  onDelete={() => remove.mutate(limit.id)}
                  deleting={remove.isPending && remove.variables === limit.id}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className="hedging-threshold-form" onSubmit={submit} noValidate aria-label={t('admin.hedging.uncovered.form')}>
        <Select
          label={t('admin.hedging.uncovered.appliesTo')}
          value={draft.scope}
          error={errors.scope}
          options={(['symbol', 'symbol_group'] as const).map((value) => ({ value, label: t(`admin.hedging.uncovered.scopes.${value}`) }))}
          onChange={(event) => setDraft({ ...draft, scope: event.target.value as UncoveredScope })}
        />
        <TextField
          label={t(`admin.hedging.uncovered.scopes.${draft.scope}`)}
          hint={t(`admin.hedging.uncovered.hints.${draft.scope}`)}
          value={draft.target}
          error={errors.target}
          onChange={(event) => setDraft({ ...draft, target: event.target.value })}
        />
        <TextField
          label={t('admin.hedging.uncovered.threshold')}
          inputMode="decimal"
          value={draft.threshold}
          error={errors.threshold_usd}
          onChange={(event) => setDraft({ ...draft, threshold: event.target.value })}
        />
        <Button type="submit" loading={save.isPending}>
          {t('admin.hedging.uncovered.save')}
        </Button>
      </form>
      {unplaced && <div className="banner banner--error">{errorText(save.error)}</div>}
    </section>
  );
}
