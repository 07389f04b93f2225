import { DepositForm } from '../components/deposit-form.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { MyMonthlyTotals } from '../components/my-monthly-totals.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import '../components/banking.css';

const isDeposit = (transaction: { type: string }) => transaction.type === 'deposit';

/** /deposit: the deposit form beside the trader's deposits and their status. */
export default function DepositPage() {
  return (
    <AppLayout>
      <div className="banking-page">
        <header className="banking-header">
          <h1>Deposit</h1>
          <p>Send crypto to the broker’s address, then upload your payment receipt. We credit it after review.</p>
        </header>
        <div className="banking-grid">
          <section className="banking-card">
            <DepositForm />
          </section>
          <section className="banking-card">
            <TransactionList title="Your deposits" emptyText="No deposits yet." filter={isDeposit} showType={false} />
            <MyMonthlyTotals type="deposit" />
          </section>
        </div>
      </div>
    </AppLayout>
  );
}
