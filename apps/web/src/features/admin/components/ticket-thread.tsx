// One ticket: the trader's message, the staff replies, a reply box and the status.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useTicket } from '../api/ticket.ts';
import { useReplyToTicket } from '../api/reply-ticket.ts';
import { useSetTicketStatus } from '../api/set-ticket-status.ts';
import { StatusBadge } from './status-badge.tsx';
import { TextArea } from './text-area.tsx';
import { errorText } from './error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';

type TicketStatus = 'open' | 'answered' | 'closed';

export function TicketThread({ ticketId }: { ticketId: number }) {
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const toast = useToast();
  const [message, setMessage] = useState('');

  if (ticket.isPending) return <Spinner label="Loading ticket" />;
  if (ticket.isError) return <div className="banner banner--error">{errorText(ticket.error)}</div>;
  const t = ticket.data;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        toast.show({ title: 'Reply sent', description: `Ticket #${t.id}`, variant: 'success' });
      },
    });
  }

  return (
    <article className="ticket-thread card" aria-label={`Ticket #${t.id}`}>
      <header className="ticket-thread__header">
        <div>
          <h2>
            #{t.id} {t.subject || 'No subject'}
          </h2>
          <p className="muted">
            {t.name} · {t.email} · {t.phone_code} {t.phone}
          </p>
        </div>
        <Select
          label="Status"
          value={t.status}
          disabled={setStatus.isPending}
          options={[
            { value: 'open', label: 'Open' },
            { value: 'answered', label: 'Answered' },
            { value: 'closed', label: 'Closed' },
          ]}
          onChange={(e) => setStatus.mutate(e.target.value as TicketStatus)}
        />
      </header>
      <ol className="ticket-thread__messages">
        <li className="ticket-msg ticket-msg--trader">
          <span className="ticket-msg__meta">
            {t.name} · {formatDateTime(t.created_at)}
          </span>
          <p>{t.message}</p>
        </li>
        {t.replies.map((r) => (
          <li key={r.id} className="ticket-msg ticket-msg--staff">
            <span className="ticket-msg__meta">
              {r.staff_email ?? 'Support'} · {formatDateTime(r.created_at)}
            </span>
            <p>{r.message}</p>
          </li>
        ))}
      </ol>
      {setStatus.isError && <div className="banner banner--error">{errorText(setStatus.error)}</div>}
      <form className="admin-form" onSubmit={send}>
        <TextArea label="Reply to the trader" value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} />
        {reply.isError && <div className="banner banner--error">{errorText(reply.error)}</div>}
        <div className="ticket-thread__actions">
          <span className="muted">
            Status <StatusBadge status={t.status} />
          </span>
          <Button type="submit" loading={reply.isPending} disabled={!message.trim()}>
            Send reply
          </Button>
        </div>
      </form>
    </article>
  );
}
