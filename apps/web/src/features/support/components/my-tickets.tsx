import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useTicketUpdates } from '../hooks/use-ticket-updates.ts';
import { useMyTickets } from '../api/get-my-tickets.ts';
import { TicketReplyForm } from './ticket-reply-form.tsx';

/** The trader's own tickets, newest first, each with the replies and a box to answer in (until closed). */
export function MyTickets() {
  const { t } = useTranslation();
  const tickets = useMyTickets();
  useTicketUpdates();
  return (
    <section className="support-card" aria-label={t('support.tickets.title')}>
      <h2>{t('support.tickets.title')}</h2>
      {tickets.isPending && <Spinner label={t('support.tickets.loading')} />}
      {tickets.data?.length === 0 && <EmptyState compact title={t('support.tickets.none')} description={t('support.tickets.noneHint')} />}
      <ol className="support-tickets">
        {tickets.data?.map((ticket) => (
          <li key={ticket.id} className="support-ticket">
            <header>
              <strong>{ticket.subject || t('support.tickets.noSubject')}</strong>
              <span className="support-ticket-status" data-status={ticket.status}>
                {t(`support.tickets.statuses.${ticket.status}`)}
              </span>
            </header>
            <p className="support-ticket-meta">
              #{ticket.id} · {formatDateTime(ticket.created_at)}
            </p>
            <p className="support-ticket-message">{ticket.message}</p>
            {ticket.replies.map((reply) => (
              <blockquote key={reply.id} className="support-reply" data-author={reply.author}>
                <p className="support-ticket-meta">
                  {t(reply.author === 'trader' ? 'support.tickets.you' : 'support.tickets.team', {
                    time: formatDateTime(reply.created_at),
                  })}
                </p>
                <p>{reply.message}</p>
              </blockquote>
            ))}
            {ticket.status === 'closed' ? (
              <p className="support-ticket-meta">{t('support.tickets.closedHint')}</p>
            ) : (
              <TicketReplyForm ticketId={ticket.id} />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
