import { DepositForm, type FundingChoice } from '../components/deposit-form.tsx';
import { TransactionList } from '../components/transaction-list.tsx';
import { MyMonthlyTotals } from '../components/my-monthly-totals.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useDemoOnly } from '../hooks/use-demo-only.ts';
import '../components/banking.css';

const isDeposit = (transaction: { type: string }) => transaction.type === 'deposit';

/** /deposit: the deposit form beside the trader's deposits and their status; the app supplies the account choice. */
export default function DepositPage({ accountId, accountField }: FundingChoice = {}) {
  const { t } = useTranslation();
  const isDemo = useDemoOnly(accountId);
  return (
    <AppLayout>
      <div className="banking-page">
        <header className="banking-header">
          <h1>{t('banking.deposit.title')}</h1>
          <p>{t('banking.deposit.intro')}</p>
        </header>
        <div className="banking-grid">
          <section className="banking-card">
            <DepositForm accountId={accountId} accountField={accountField} isDemo={isDemo} />
          </section>
          <section className="banking-card">
            <TransactionList title={t('banking.deposit.list')} emptyText={t('banking.deposit.none')} filter={isDeposit} showType={false} />
            <MyMonthlyTotals type="deposit" />
          </section>
        </div>
      </div>
    </AppLayout>
  );
}
