// Tickets: the inbox by status on the left, the selected ticket's thread on the right.
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTickets, type TicketsParams } from '../api/tickets.ts';
import { Pager } from '../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { TicketThread } from '../components/ticket-thread.tsx';
import { useQueueFilters } from '../hooks/use-queue-filters.ts';
import { QueueFilterBar } from '../components/queue-filter-bar.tsx';
import './tickets-screen.css';
import { formatDateTime } from '../../../lib/format.ts';

const ticketStatusOptions: { value: TicketsParams['status']; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

export function TicketsScreen() {
  const filters = useQueueFilters<TicketsParams['status']>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useTickets({ status: filters.status, search: filters.debouncedSearch, page: filters.page });

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>Tickets</h1>
          <p className="muted">Replies appear on the trader’s Support screen.</p>
        </div>
      </header>
      <QueueFilterBar
        filters={filters}
        statusOptions={ticketStatusOptions}
        searchLabel="Search"
        searchPlaceholder="Name, email or subject"
      />
      <div className="tickets-pane">
        <div>
          {list.isError ? (
            <div className="banner banner--error">Could not load tickets.</div>
          ) : !list.data ? (
            <Spinner label="Loading tickets" />
          ) : list.data.items.length === 0 ? (
            <EmptyState title="No tickets" compact />
          ) : (
            <ul className="tickets-list" aria-label="Tickets">
              {list.data.items.map((t) => (
                <li key={t.id}>
                  <button type="button" className={t.id === selected ? 'is-selected' : undefined} onClick={() => setSelected(t.id)}>
                    <span className="tickets-list__top">
                      <strong>
                        #{t.id} {t.subject || 'No subject'}
                      </strong>
                      <StatusBadge status={t.status} />
                    </span>
                    <span className="muted">
                      {t.name} · {formatDateTime(t.updated_at)} · {t.reply_count} {t.reply_count === 1 ? 'reply' : 'replies'}
                    </span>
                    <span className="tickets-list__preview">{t.message}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={filters.setPage} />}
        </div>
        {selected === null ? (
          <EmptyState title="Select a ticket to read and reply" compact />
        ) : (
          <TicketThread key={selected} ticketId={selected} />
        )}
      </div>
    </section>
  );
}
