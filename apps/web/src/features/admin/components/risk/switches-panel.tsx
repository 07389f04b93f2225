// The dealer's switches: a symbol, a client group or one account to close-only or disabled, with a reason.
import { useState, type FormEvent } from 'react';
import type { ExposureRollup } from '@platform/shared/risk';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useSetSwitch, useSwitches } from '../../api/risk.ts';
import { errorText } from '../error-text.ts';

type Scope = 'symbol' | 'group' | 'account';
type Mode = 'close_only' | 'disabled' | 'full';

/** `groups` are the client groups the desk knows by name (the exposure's roll-ups): the dealer picks one by name. */
export function SwitchesPanel({ groups }: { groups: readonly ExposureRollup[] }) {
  const { t } = useTranslation();
  const switches = useSwitches();
  const save = useSetSwitch();
  const [scope, setScope] = useState<Scope>('symbol');
  const [target, setTarget] = useState('');
  const [mode, setMode] = useState<Mode>('close_only');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ scope, target, mode: mode === 'full' ? null : mode, reason }, { onSuccess: () => setReason('') });
  };
  const lift = (item: { scope: Scope; target: string }) =>
    save.mutate({ scope: item.scope, target: item.target, mode: null, reason: t('admin.risk.liftedReason') });
  return (
    <div className="risk-section">
      <h2>{t('admin.risk.switches')}</h2>
      <p className="muted">{t('admin.risk.switchesIntro')}</p>
      <form className="risk-switch-form" onSubmit={submit} aria-label={t('admin.risk.switches')}>
        <label>
          {t('admin.risk.appliesTo')}
          <select
            className="ui-input risk-control"
            value={scope}
            onChange={(event) => {
              setScope(event.target.value as Scope);
              setTarget('');
            }}
          >
            {(['symbol', 'group', 'account'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.risk.scopes.${value}`)}
              </option>
            ))}
          </select>
        </label>
        {scope === 'group' && groups.length > 0 ? (
          <label>
            {t('admin.risk.scopes.group')}
            <select className="ui-input risk-control" value={target} onChange={(event) => setTarget(event.target.value)} required>
              <option value="">{t('admin.risk.pickGroup')}</option>
              {groups.map((group) => (
                <option key={group.key} value={group.key}>
                  {group.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            {t(`admin.risk.targets.${scope}`)}
            <input
              className="ui-input risk-control"
              value={target}
              inputMode={scope === 'symbol' ? 'text' : 'numeric'}
              placeholder={t(`admin.risk.targetHints.${scope}`)}
              onChange={(event) => setTarget(scope === 'symbol' ? event.target.value.toUpperCase() : event.target.value)}
            />
          </label>
        )}
        <label>
          {t('admin.risk.mode')}
          <select className="ui-input risk-control" value={mode} onChange={(event) => setMode(event.target.value as Mode)}>
            {(['close_only', 'disabled', 'full'] as const).map((value) => (
              <option key={value} value={value}>
                {t(`admin.risk.modeChoices.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="risk-switch-form__reason">
          {t('admin.risk.reason')}
          <input className="ui-input risk-control" value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <Button type="submit" loading={save.isPending}>
          {t('admin.risk.apply')}
        </Button>
      </form>
      {save.isError && (
        <div className="banner banner--error" role="alert">
          {errorText(save.error)}
        </div>
      )}
      {save.isSuccess && <div className="banner">{t('admin.risk.switchSaved')}</div>}
      <div className="admin-table__scroll" tabIndex={0} role="region" aria-label={t('admin.risk.activeSwitches')}>
        <table className="admin-table" aria-label={t('admin.risk.activeSwitches')}>
          <thead>
            <tr>
              <th>{t('admin.risk.appliesTo')}</th>
              <th>{t('admin.risk.mode')}</th>
              <th>{t('admin.risk.reason')}</th>
              <th>{t('admin.risk.setBy')}</th>
              <th>
                <span className="visually-hidden">{t('admin.risk.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {switches.data?.switches.length === 0 && (
              <tr>
                <td colSpan={5} className="muted">
                  {t('admin.risk.noSwitches')}
                </td>
              </tr>
            )}
            {switches.data?.switches.map((item) => (
              <tr key={`${item.scope}:${item.target}`}>
                <th scope="row">
                  {t(`admin.risk.scopes.${item.scope}`)} · {item.label}
                </th>
                <td>
                  <span className={`risk-badge risk-badge--${item.mode}`}>{t(`admin.risk.modes.${item.mode}`)}</span>
                </td>
                <td>{item.reason}</td>
                <td className="muted">
                  {item.set_by} · {new Date(item.set_at).toLocaleString()}
                </td>
                <td>
                  <Button size="sm" variant="secondary" onClick={() => lift(item)} disabled={save.isPending}>
                    {t('admin.risk.lift')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
