import { ContactBox } from '../components/contact-box.tsx';
import { MyTickets } from '../components/my-tickets.tsx';
import { TicketForm } from '../components/ticket-form.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import '../components/support.css';

/** /support: the ticket form, the contact box and the trader's own tickets with replies. */
export default function SupportPage() {
  return (
    <AppLayout>
      <div className="support-page">
        <header className="support-header">
          <h1>Support</h1>
          <p>Tell us what you need and our team will get back to you.</p>
        </header>
        <div className="support-grid">
          <section className="support-card" aria-label="New request">
            <h2>New request</h2>
            <TicketForm />
          </section>
          <ContactBox />
          <MyTickets />
        </div>
      </div>
    </AppLayout>
  );
}
