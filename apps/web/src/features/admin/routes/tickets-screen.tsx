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
import { useTranslation } from '../../../lib/i18n/i18n.ts';

const statuses: TicketsParams['status'][] = ['open', 'answered', 'closed', 'all'];

export function TicketsScreen() {
  const { t } = useTranslation();
  const filters = useQueueFilters<TicketsParams['status']>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const list = useTickets({ status: filters.status, search: filters.debouncedSearch, page: filters.page });

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.tickets.title')}</h1>
          <p className="muted">{t('admin.tickets.intro')}</p>
        </div>
      </header>
      <QueueFilterBar
        filters={filters}
        statusOptions={statuses.map((value) => ({ value, label: t(`admin.status.${value}`) }))}
        searchLabel={t('admin.queue.search')}
        searchPlaceholder={t('admin.tickets.searchPlaceholder')}
      />
      <div className="tickets-pane">
        <div>
          {list.isError ? (
            <div className="banner banner--error">{t('admin.tickets.loadFailed')}</div>
          ) : !list.data ? (
            <Spinner label={t('admin.tickets.loading')} />
          ) : list.data.items.length === 0 ? (
            <EmptyState title={t('admin.tickets.empty')} compact />
          ) : (
            <ul className="tickets-list" aria-label={t('admin.tickets.list')}>
              {list.data.items.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    className={ticket.id === selected ? 'is-selected' : undefined}
                    onClick={() => setSelected(ticket.id)}
                  >
                    <span className="tickets-list__top">
                      <strong>
                        #{ticket.id} {ticket.subject || t('admin.tickets.noSubject')}
                      </strong>
                      <StatusBadge status={ticket.status} />
                    </span>
                    <span className="muted">
                      {ticket.name} · {formatDateTime(ticket.updated_at)} · {t('admin.tickets.replies', { count: ticket.reply_count })}
                    </span>
                    <span className="tickets-list__preview">{ticket.message}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pager page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onPage={filters.setPage} />}
        </div>
        {selected === null ? <EmptyState title={t('admin.tickets.select')} compact /> : <TicketThread key={selected} ticketId={selected} />}
      </div>
    </section>
  );
}
