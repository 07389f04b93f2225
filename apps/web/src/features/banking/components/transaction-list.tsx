import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useMyTransactions, type Transaction } from '../api/get-my-transactions.ts';
import { useTransactionUpdates } from '../hooks/use-transaction-updates.ts';
import { TransactionsTable } from './transactions-table.tsx';

interface TransactionListProps {
  title: string;
  emptyText: string;
  filter: (transaction: Transaction) => boolean;
  showType?: boolean;
  /** Pending withdrawals get a Cancel button. */
  cancellable?: boolean;
}

/** One list of the trader's transactions with its Refresh button; a failed load just stops (spec §8). */
export function TransactionList({ title, emptyText, filter, showType, cancellable }: TransactionListProps) {
  const { t } = useTranslation();
  const transactions = useMyTransactions();
  useTransactionUpdates();
  const rows = (transactions.data ?? []).filter(filter);
  return (
    <section className="banking-list" aria-label={title}>
      <header className="banking-list-header">
        <h2>{title}</h2>
        <Button variant="secondary" size="sm" onClick={() => void transactions.refetch()} loading={transactions.isFetching}>
          {t('banking.refresh')}
        </Button>
      </header>
      {transactions.isPending ? (
        <div className="banking-list-loading">
          <Spinner />
        </div>
      ) : (
        <TransactionsTable label={title} transactions={rows} emptyText={emptyText} showType={showType} cancellable={cancellable} />
      )}
    </section>
  );
}
