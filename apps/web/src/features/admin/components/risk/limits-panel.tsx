// B-book exposure limits per symbol or symbol group: where each stands now, and a form to add or edit one.
import { useState, type FormEvent } from 'react';
import type { RiskLimit } from '@platform/shared/risk';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { RowActions } from '../row-actions.tsx';
import { useDeleteLimit, useLimits, useSaveLimit } from '../../api/risk.ts';
import { errorText } from '../error-text.ts';
import { money } from './risk-format.ts';

type Scope = RiskLimit['scope'];
type Action = RiskLimit['action'];
const blank = { scope: 'symbol' as Scope, target: '', warning: '', limit: '', action: 'notify' as Action };

export function LimitsPanel() {
  const { t } = useTranslation();
  const limits = useLimits();
  const save = useSaveLimit();
  const remove = useDeleteLimit();
  const [draft, setDraft] = useState(blank);
  const edit = (limit: RiskLimit) =>
    setDraft({
      scope: limit.scope,
      target: limit.target,
      warning: String(limit.warning_usd),
      limit: String(limit.limit_usd),
      action: limit.action,
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        scope: draft.scope,
        target: draft.target,
        warning_usd: Number(draft.warning),
        limit_usd: Number(draft.limit),
        action: draft.action,
      },
      { onSuccess: () => setDraft(blank) },
    );
  };
  const failure = save.error ?? remove.error;
  return (
    <div className="risk-section">
      <h2>{t('admin.risk.limits')}</h2>
      <p className="muted">{t('admin.risk.limitsIntro')}</p>
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('admin.risk.limits')}>
        <table className="admin-table" aria-label={t('admin.risk.limits')}>
          <thead>
            <tr>
              <th>{t('admin.risk.appliesTo')}</th>
              <th className="risk-num">{t('admin.risk.netUsd')}</th>
              <th className="risk-num">{t('admin.risk.warningUsd')}</th>
              <th className="risk-num">{t('admin.risk.limitUsd')}</th>
              <th>{t('admin.risk.atLimit')}</th>
              <th>{t('admin.risk.state')}</th>
              <th>
                <span className="visually-hidden">{t('admin.risk.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {limits.data?.limits.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
                  {t('admin.risk.noLimits')}
                </td>
              </tr>
            )}
            {limits.data?.limits.map((limit) => (
              <tr key={limit.id}>
                <th scope="row">
                  {t(`admin.risk.limitScopes.${limit.scope}`)} · {limit.target}
                </th>
                <td className="risk-num">{money(limit.net_usd)}</td>
                <td className="risk-num">{money(limit.warning_usd)}</td>
                <td className="risk-num">{money(limit.limit_usd)}</td>
                <td>{t(`admin.risk.actionsAtLimit.${limit.action}`)}</td>
                <td>
                  <span className={`risk-badge risk-badge--${limit.state}`}>{t(`admin.risk.limitStates.${limit.state}`)}</span>
                </td>
                <RowActions
                  editText={t('admin.risk.edit')}
                  editName={t('admin.risk.editLimit', { target: limit.target })}
                  deleteText={t('admin.risk.delete')}
                  deleteName={t('admin.risk.deleteLimit', { target: limit.target })}
                  onEdit={() => edit(limit)}
                  onDelete={() => remove.mutate(limit.id)}
                  deleting={remove.isPending && remove.variables === limit.id}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form className="risk-switch-form" onSubmit={submit} aria-label={t('admin.risk.limitForm')}>
        <label>
          {t('admin.risk.appliesTo')}
          <select
            className="ui-input risk-control"
            value={draft.scope}
            onChange={(event) => setDraft({ ...draft, scope: event.target.value as Scope })}
          >
            {(['symbol', 'symbol_group'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.risk.limitScopes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t(`admin.risk.limitScopes.${draft.scope}`)}
          <input
            className="ui-input risk-control"
            value={draft.target}
            placeholder={t(`admin.risk.limitHints.${draft.scope}`)}
            onChange={(event) =>
              setDraft({ ...draft, target: draft.scope === 'symbol' ? event.target.value.toUpperCase() : event.target.value })
            }
          />
        </label>
        <label>
          {t('admin.risk.warningUsd')}
          <input
            className="ui-input risk-control"
            inputMode="decimal"
            value={draft.warning}
            onChange={(event) => setDraft({ ...draft, warning: event.target.value })}
          />
        </label>
        <label>
          {t('admin.risk.limitUsd')}
          <input
            className="ui-input risk-control"
            inputMode="decimal"
            value={draft.limit}
            onChange={(event) => setDraft({ ...draft, limit: event.target.value })}
          />
        </label>
        <label>
          {t('admin.risk.atLimit')}
          <select
            className="ui-input risk-control"
            value={draft.action}
            onChange={(event) => setDraft({ ...draft, action: event.target.value as Action })}
          >
            {(['notify', 'close_only'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.risk.actionsAtLimit.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" loading={save.isPending}>
          {t('admin.risk.saveLimit')}
        </Button>
      </form>
      {failure && (
        <div className="banner banner--error" role="alert">
          {errorText(failure)}
        </div>
      )}
    </div>
  );
}
