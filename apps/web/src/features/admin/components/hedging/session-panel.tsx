// The FIX session to the LP: logged on, connecting, down (since when and why) or not configured, and its
// sequence numbers, as the instance holding it last recorded them.
import type { HedgeSession } from '@platform/shared/hedging';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { StatusBadge } from '../status-badge.tsx';
import { sessionLabel } from './hedging-format.ts';

const badgeStatus = { off: 'none', logged_on: 'active', connecting: 'pending', down: 'disabled' } as const;

export function SessionPanel({ session }: { session: HedgeSession }) {
  const { t } = useTranslation();
  const label = sessionLabel(session.state);
  return (
    <section className="card hedging-session" aria-labelledby="hedging-session-title">
      <div className="hedging-session__head">
        <h2 id="hedging-session-title">{t('admin.hedging.session.title')}</h2>
        <StatusBadge status={badgeStatus[label]} label={t(`admin.hedging.session.states.${label}`)} />
      </div>
      {label === 'off' ? (
        <p className="muted">{t('admin.hedging.session.offHint')}</p>
      ) : (
        <>
          <dl className="admin-facts hedging-session__facts">
            <dt>{t('admin.hedging.session.since')}</dt>
            <dd>{formatDateTime(session.since)}</dd>
            <dt>{t('admin.hedging.session.lp')}</dt>
            <dd>
              {session.host}:{session.port}
            </dd>
            <dt>{t('admin.hedging.session.compIds')}</dt>
            <dd>
              {session.sender_comp_id} → {session.target_comp_id}
            </dd>
            <dt>{t('admin.hedging.session.nextSender')}</dt>
            <dd>{session.next_sender_seq ?? '—'}</dd>
            <dt>{t('admin.hedging.session.nextTarget')}</dt>
            <dd>{session.next_target_seq ?? '—'}</dd>
            {label === 'down' && session.reason && (
              <>
                <dt>{t('admin.hedging.session.reason')}</dt>
                <dd>{session.reason}</dd>
              </>
            )}
            <dt>{t('admin.hedging.session.reported')}</dt>
            <dd>{formatDateTime(session.updated_at)}</dd>
          </dl>
          {label === 'down' && <p className="muted">{t('admin.hedging.session.downHint')}</p>}
        </>
      )}
    </section>
  );
}
