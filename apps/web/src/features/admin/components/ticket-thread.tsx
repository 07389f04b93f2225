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
import { useTranslation } from '../../../lib/i18n/i18n.ts';

type TicketStatus = 'open' | 'answered' | 'closed';

export function TicketThread({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  const setStatus = useSetTicketStatus(ticketId);
  const toast = useToast();
  const [message, setMessage] = useState('');

  if (ticket.isPending) return <Spinner label={t('admin.tickets.loadingOne')} />;
  if (ticket.isError) return <div className="banner banner--error">{errorText(ticket.error)}</div>;
  const item = ticket.data;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return;
    reply.mutate(message.trim(), {
      onSuccess: () => {
        setMessage('');
        toast.show({ title: t('admin.tickets.sent'), description: t('admin.tickets.ticket', { id: String(item.id) }), variant: 'success' });
      },
    });
  }

  return (
    <article className="ticket-thread card" aria-label={t('admin.tickets.ticket', { id: String(item.id) })}>
      <header className="ticket-thread__header">
        <div>
          <h2>
            #{item.id} {item.subject || t('admin.tickets.noSubject')}
          </h2>
          <p className="muted">
            {item.name} · {item.email} · {item.phone_code} {item.phone}
          </p>
        </div>
        <Select
          label={t('admin.status.label')}
          value={item.status}
          disabled={setStatus.isPending}
          options={[
            { value: 'open', label: t('admin.status.open') },
            { value: 'answered', label: t('admin.status.answered') },
            { value: 'closed', label: t('admin.status.closed') },
          ]}
          onChange={(e) => setStatus.mutate(e.target.value as TicketStatus)}
        />
      </header>
      <ol className="ticket-thread__messages">
        <li className="ticket-msg ticket-msg--trader">
          <span className="ticket-msg__meta">
            {item.name} · {formatDateTime(item.created_at)}
          </span>
          <p>{item.message}</p>
        </li>
        {item.replies.map((r) => (
          <li key={r.id} className={`ticket-msg ticket-msg--${r.author}`}>
            <span className="ticket-msg__meta">
              {r.author === 'trader' ? item.name : (r.staff_email ?? t('admin.tickets.support'))} · {formatDateTime(r.created_at)}
            </span>
            <p>{r.message}</p>
          </li>
        ))}
      </ol>
      {setStatus.isError && <div className="banner banner--error">{errorText(setStatus.error)}</div>}
      <form className="admin-form" onSubmit={send}>
        <TextArea label={t('admin.tickets.reply')} value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} />
        {reply.isError && <div className="banner banner--error">{errorText(reply.error)}</div>}
        <div className="ticket-thread__actions">
          <span className="muted">
            {t('admin.status.label')} <StatusBadge status={item.status} />
          </span>
          <Button type="submit" loading={reply.isPending} disabled={!message.trim()}>
            {t('admin.tickets.send')}
          </Button>
        </div>
      </form>
    </article>
  );
}
