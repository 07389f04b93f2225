import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useSupportContacts } from '../api/get-support-contacts.ts';

/** The contact-options side box: messaging-app number, hours and email, as the broker configured them. */
export function ContactBox() {
  const { t, i18n } = useTranslation();
  const contacts = useSupportContacts();
  const data = contacts.data;
  return (
    <aside className="support-card support-contacts" aria-label={t('support.contacts.title')}>
      <h2>{t('support.contacts.title')}</h2>
      <dl>
        <div>
          <dt>{t('support.contacts.messaging')}</dt>
          <dd>{data?.messaging_number || '—'}</dd>
        </div>
        <div>
          <dt>{t('support.contacts.hours')}</dt>
          <dd>
            {!data?.hours || data.hours === i18n.t('support.contacts.defaultHours', { lng: 'en' })
              ? t('support.contacts.defaultHours')
              : data.hours}
          </dd>
        </div>
        <div>
          <dt>{t('support.contacts.email')}</dt>
          <dd>{data?.email ? <a href={`mailto:${data.email}`}>{data.email}</a> : '—'}</dd>
        </div>
      </dl>
    </aside>
  );
}
