import { Fragment, useState } from 'react';
import { TransactionTimeline } from '../../../components/banking/transaction-timeline.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { Transaction } from '../api/get-my-transactions.ts';
import { StatusBadge } from './status-badge.tsx';
import { CancelWithdrawalButton } from './cancel-withdrawal-button.tsx';
import './transactions-table.css';
import { formatDateTime, formatUsdAmount, shortenAddress } from '../../../lib/format.ts';
import { networkLabel } from '@platform/shared/crypto-networks';

interface TransactionsTableProps {
  label: string;
  transactions: Transaction[];
  emptyText: string;
  /** Lists of one type (the deposit page) leave the Type column out. */
  showType?: boolean;
  /** Pending withdrawals get a Cancel button (the hold comes back to the balance). */
  cancellable?: boolean;
}

const columns = ['id', 'account', 'type', 'currency', 'amount', 'chain', 'address', 'status', 'date'] as const;

/**
 * Spec §2 withdrawal tables: ID, Type, Currency, Amount, Chain, Address (shortened, with copy), Status, Date;
 * after the ID, the number of the trading account the money went to or came from (issue 29).
 */
export function TransactionsTable({ label, transactions, emptyText, showType = true, cancellable = false }: TransactionsTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const toggle = (id: number) => setOpen((current) => (current === id ? null : id));
  if (transactions.length === 0) return <p className="transactions-empty">{emptyText}</p>;
  return (
    <div className="transactions-frame">
      <table className="transactions-table" aria-label={label}>
        <thead>
          <tr>
            {columns
              .filter((column) => showType || column !== 'type')
              .map((column) => (
                <th key={column} scope="col">
                  {t(`banking.columns.${column}`)}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((transaction) => (
            <Fragment key={transaction.id}>
              <tr>
                <td data-label={t('banking.columns.id')}>#{transaction.id}</td>
                <td data-label={t('banking.columns.account')} className="transactions-account">
                  {transaction.account_number ? `#${transaction.account_number}` : '—'}
                </td>
                {showType && (
                  <td data-label={t('banking.columns.type')} className="transactions-type">
                    {transaction.type === 'deposit' || transaction.type === 'withdrawal'
                      ? t(`banking.types.${transaction.type}`)
                      : transaction.type}
                  </td>
                )}
                <td data-label={t('banking.columns.currency')}>{transaction.currency}</td>
                <td data-label={t('banking.columns.amount')} className="transactions-amount">
                  ${formatUsdAmount(transaction.amount)}
                </td>
                <td data-label={t('banking.columns.chain')}>{transaction.chain ? networkLabel(transaction.chain) : '—'}</td>
                <td data-label={t('banking.columns.address')}>
                  {transaction.address ? (
                    <span className="transactions-address">
                      <code title={transaction.address}>{shortenAddress(transaction.address)}</code>
                      <CopyButton text={transaction.address} ariaLabel={t('banking.copyAddressOf', { id: String(transaction.id) })} />
                    </span>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label={t('banking.columns.status')}>
                  {transaction.status === 'pending' && transaction.confirmations_required ? (
                    <span className="status-badge status-badge--sentence" data-tone="pending">
                      {t('banking.confirming', {
                        seen: String(transaction.confirmations ?? 0),
                        required: String(transaction.confirmations_required),
                      })}
                    </span>
                  ) : (
                    <StatusBadge status={transaction.status} />
                  )}
                  {transaction.review_note && <div className="transactions-note">{transaction.review_note}</div>}
                  {cancellable && transaction.type === 'withdrawal' && transaction.status === 'pending' && (
                    <CancelWithdrawalButton id={transaction.id} />
                  )}
                </td>
                <td data-label={t('banking.columns.date')} className="transactions-date">
                  {formatDateTime(transaction.created_at)}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="transactions-timeline-toggle"
                    aria-expanded={open === transaction.id}
                    aria-controls={`timeline-${transaction.id}`}
                    onClick={() => toggle(transaction.id)}
                  >
                    {open === transaction.id ? t('moneyTimeline.hide') : t('moneyTimeline.show')}
                  </Button>
                </td>
              </tr>
              {open === transaction.id && (
                <tr className="transactions-timeline-row" id={`timeline-${transaction.id}`}>
                  <td colSpan={showType ? columns.length : columns.length - 1}>
                    <TransactionTimeline id={transaction.id} steps={transaction.timeline} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
