import { useId, useState, type FormEvent } from 'react';
import { SUPPORT_MESSAGES } from '@platform/shared/support';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

const newRequestId = () => crypto.randomUUID();

/** The trader's follow-up inside one of their tickets; one request id per text, so a retry after a lost answer lands once. */
export function TicketReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const reply = useReplyToTicket(ticketId);
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setOutcome({ kind: 'error', text: SUPPORT_MESSAGES.message });
      return;
    }
    setOutcome(null);
    reply.mutate(
      { message: message.trim(), requestId },
      {
        onSuccess: () => {
          setMessage('');
          setRequestId(newRequestId());
          setOutcome({ kind: 'success', text: t('support.tickets.sent') });
        },
        onError: (error) => setOutcome({ kind: 'error', text: serverMessageOr(error, SUPPORT_MESSAGES.failed) }),
      },
    );
  }

  return (
    <form className="support-reply-form" onSubmit={send} noValidate>
      <label className="ui-field__label" htmlFor={fieldId}>
        {t('support.tickets.replyLabel')}
      </label>
      <textarea
        id={fieldId}
        className="ui-input support-reply-input"
        rows={2}
        maxLength={5000}
        placeholder={t('support.tickets.replyPlaceholder')}
        value={message}
        aria-invalid={outcome?.kind === 'error' ? true : undefined}
        onChange={(event) => {
          setMessage(event.target.value);
          setRequestId(newRequestId());
        }}
      />
      <div className="support-reply-actions">
        <FormMessage kind={outcome?.kind ?? 'success'} text={outcome?.text} />
        <Button type="submit" size="sm" loading={reply.isPending}>
          {t('support.tickets.send')}
        </Button>
      </div>
    </form>
  );
}
