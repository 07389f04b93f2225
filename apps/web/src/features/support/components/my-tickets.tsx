import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTicketUpdates } from '../hooks/use-ticket-updates.ts';
import { useMyTickets } from '../api/get-my-tickets.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The trader's own tickets, newest first, each with the staff's replies. */
export function MyTickets() {
  const tickets = useMyTickets();
  useTicketUpdates();
  return (
    <section className="support-card" aria-label="Your requests">
      <h2>Your requests</h2>
      {tickets.isPending && <Spinner label="Loading your requests" />}
      {tickets.data?.length === 0 && (
        <EmptyState compact title="No requests yet" description="Requests you send appear here with our replies." />
      )}
      <ol className="support-tickets">
        {tickets.data?.map((ticket) => (
          <li key={ticket.id} className="support-ticket">
            <header>
              <strong>{ticket.subject || 'No subject'}</strong>
              <span className="support-ticket-status" data-status={ticket.status}>
                {ticket.status}
              </span>
            </header>
            <p className="support-ticket-meta">
              #{ticket.id} · {formatDateTime(ticket.created_at)}
            </p>
            <p className="support-ticket-message">{ticket.message}</p>
            {ticket.replies.map((reply) => (
              <blockquote key={reply.id} className="support-reply">
                <p className="support-ticket-meta">Support team · {formatDateTime(reply.created_at)}</p>
                <p>{reply.message}</p>
              </blockquote>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
