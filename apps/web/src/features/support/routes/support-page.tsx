import { ContactBox } from '../components/contact-box.tsx';
import { MyTickets } from '../components/my-tickets.tsx';
import { TicketForm } from '../components/ticket-form.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/support.css';

/** /support: the ticket form, the contact box and the trader's own tickets with replies. */
export default function SupportPage() {
  const { t } = useTranslation();
  return (
    <AppLayout>
      <div className="support-page">
        <header className="support-header">
          <h1>{t('support.title')}</h1>
          <p>{t('support.intro')}</p>
        </header>
        <div className="support-grid">
          <section className="support-card" aria-label={t('support.newRequest')}>
            <h2>{t('support.newRequest')}</h2>
            <TicketForm />
          </section>
          <ContactBox />
          <MyTickets />
        </div>
      </div>
    </AppLayout>
  );
}
