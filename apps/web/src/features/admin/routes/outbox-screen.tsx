// Outbox: the mails sent to traders (reset links, verifications, money and KYC news), newest first.
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useOutbox, type OutboxMail } from '../api/outbox.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { useDebounced } from '../hooks/use-debounced.ts';
import './outbox-screen.css';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

export function OutboxScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const settled = useDebounced(search);
  const outbox = useOutbox({ search: settled, page });
  const opened = outbox.data?.items.find((mail) => mail.id === open);

  return (
    <section>
      <header className="admin-screen__header">
        <div>
          <h1>{t('admin.outbox.title')}</h1>
          <p className="muted">{t('admin.outbox.intro')}</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField
          label={t('admin.outbox.recipient')}
          placeholder={t('admin.outbox.recipientPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {outbox.isError && <div className="banner banner--error">{t('admin.outbox.loadFailed')}</div>}
      <DataTable<OutboxMail>
        label={t('admin.outbox.table')}
        rows={outbox.isError ? [] : outbox.data?.items}
        rowKey={(m) => m.id}
        loading={outbox.isPending}
        empty={t('admin.outbox.empty')}
        columns={[
          { header: t('admin.outbox.when'), cell: (m) => formatDateTime(m.created_at) },
          { header: t('admin.outbox.to'), cell: (m) => m.to },
          {
            header: t('admin.outbox.subject'),
            cell: (m) => (
              <button
                type="button"
                className="outbox-subject"
                aria-expanded={open === m.id}
                onClick={() => setOpen(open === m.id ? null : m.id)}
              >
                {m.subject}
              </button>
            ),
          },
          {
            header: t('admin.outbox.status'),
            cell: (m) => <span className={`outbox-status outbox-status--${m.status}`}>{t(`admin.outbox.statuses.${m.status}`)}</span>,
          },
        ]}
      />
      {outbox.data && <Pager page={page} pageSize={25} total={outbox.data.total} onPage={setPage} />}
      {opened && (
        <article className="outbox-mail card" aria-label={t('admin.outbox.mail', { subject: opened.subject })}>
          <header>
            <strong>{opened.subject}</strong>
            <span className="muted">{t('admin.outbox.sentTo', { to: opened.to, when: formatDateTime(opened.created_at) })}</span>
            {opened.error && <span className="banner banner--error">{opened.error}</span>}
          </header>
          <pre className="outbox-mail__text">{linkify(opened.text)}</pre>
        </article>
      )}
    </section>
  );
}

/** The plain text with its links clickable (the HTML part is not rendered here: it is the same words). */
function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/g).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
