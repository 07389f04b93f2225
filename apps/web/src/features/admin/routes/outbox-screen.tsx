// Outbox: the mails sent to traders (reset links, verifications, money and KYC news), newest first.
import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useOutbox, type OutboxMail } from '../api/outbox.ts';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { useDebounced } from '../hooks/use-debounced.ts';
import './outbox-screen.css';
import { formatDateTime } from '../../../lib/format.ts';

export function OutboxScreen() {
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
          <h1>Outbox</h1>
          <p className="muted">Every mail the platform sent. Without an SMTP server configured, this is where they wait.</p>
        </div>
      </header>
      <div className="admin-filters">
        <TextField
          label="Recipient"
          placeholder="Email"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {outbox.isError && <div className="banner banner--error">Unable to load the outbox.</div>}
      <DataTable<OutboxMail>
        label="Mails"
        rows={outbox.isError ? [] : outbox.data?.items}
        rowKey={(m) => m.id}
        loading={outbox.isPending}
        empty="No mails yet"
        columns={[
          { header: 'When', cell: (m) => formatDateTime(m.created_at) },
          { header: 'To', cell: (m) => m.to },
          {
            header: 'Subject',
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
            header: 'Status',
            cell: (m) => (
              <span className={`outbox-status outbox-status--${m.status}`}>{m.status === 'outbox' ? 'kept here' : m.status}</span>
            ),
          },
        ]}
      />
      {outbox.data && <Pager page={page} pageSize={25} total={outbox.data.total} onPage={setPage} />}
      {opened && (
        <article className="outbox-mail card" aria-label={`Mail: ${opened.subject}`}>
          <header>
            <strong>{opened.subject}</strong>
            <span className="muted">
              to {opened.to} · {formatDateTime(opened.created_at)}
            </span>
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
