import { useSupportContacts } from '../api/get-support-contacts.ts';

const defaultHours = 'Mon–Sat 9:00–18:00 IST';

/** The contact-options side box: messaging-app number, hours and email, as the broker configured them. */
export function ContactBox() {
  const contacts = useSupportContacts();
  const data = contacts.data;
  return (
    <aside className="support-card support-contacts" aria-label="Contact options">
      <h2>Contact options</h2>
      <dl>
        <div>
          <dt>Messaging app</dt>
          <dd>{data?.messaging_number || '—'}</dd>
        </div>
        <div>
          <dt>Support hours</dt>
          <dd>{data?.hours || defaultHours}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{data?.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '—'}</dd>
        </div>
      </dl>
    </aside>
  );
}
