// A withdrawal on a network with a hot wallet: the payout's approvals and state on the chain, the
// wallet's holdings and limits, and Approve payout / Send again for finance.
import type { AdminTransactionItem } from '@platform/shared/admin';
import { networkLabel } from '@platform/shared/crypto-networks';
import { Button } from '../../../components/ui/button.tsx';
import { formatStaffUsd as usd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useHotWallets, usePayout, usePayoutAction } from '../api/payouts.ts';
import { errorText } from './error-text.ts';

export function HotWalletPayout({ item }: { item: AdminTransactionItem }) {
  const { t } = useTranslation();
  const payout = usePayout(item.id, item.type === 'withdrawal');
  const wallets = useHotWallets(Boolean(payout.data));
  const action = usePayoutAction();
  if (!payout.data) return null;
  const current = payout.data;
  const wallet = wallets.data?.find((candidate) => candidate.chain === item.chain);
  const pending = item.status === 'pending';
  const canApprove = pending && current.status === 'awaiting_approval';
  const canRetry = pending && current.status === 'failed';
  return (
    <section className="tx-timeline-section hot-wallet-payout" aria-label={t('admin.payouts.title')}>
      <h3>{t('admin.payouts.title')}</h3>
      <dl className="admin-facts">
        <dt>{t('admin.payouts.state')}</dt>
        <dd data-testid="payout-status">
          {current.status === 'sent' && current.confirmations !== null
            ? t('admin.payouts.confirming', { seen: String(current.confirmations), required: String(current.confirmations_required) })
            : t(`admin.payouts.statuses.${current.status}`)}
        </dd>
        <dt>{t('admin.payouts.approvals')}</dt>
        <dd>
          {t('admin.payouts.approvalsOf', { given: String(current.approved_by.length), needed: String(current.approvals_needed) })}
          {current.approved_by.length > 0 ? ` · ${current.approved_by.join(', ')}` : ''}
        </dd>
        <dt>{t('admin.payouts.sends')}</dt>
        <dd>
          {current.amount} {current.coin} · {networkLabel(current.chain)}
        </dd>
        {current.tx_hash && (
          <>
            <dt>{t('admin.transactions.hash')}</dt>
            <dd className="mono" data-testid="payout-hash">
              {current.tx_hash}
            </dd>
          </>
        )}
        {current.note && (
          <>
            <dt>{t('admin.transactions.note')}</dt>
            <dd>{current.note}</dd>
          </>
        )}
        {wallet && (
          <>
            <dt>{t('admin.payouts.wallet')}</dt>
            <dd>
              <span className="mono">{wallet.address}</span>
              <br />
              {wallet.balances
                ? Object.entries(wallet.balances)
                    .map(([coin, amount]) => `${amount} ${coin}`)
                    .join(' · ')
                : t('admin.payouts.nodeAway')}
            </dd>
            <dt>{t('admin.payouts.limits')}</dt>
            <dd>
              {t('admin.payouts.limitsText', {
                paid: usd(wallet.paid_today),
                daily: usd(wallet.daily_limit),
                perPayout: usd(wallet.per_payout_limit),
                account: usd(wallet.account_daily_limit),
                second: usd(wallet.second_approval_above),
              })}
            </dd>
          </>
        )}
      </dl>
      {action.isError && <div className="banner banner--error">{errorText(action.error)}</div>}
      {(canApprove || canRetry) && (
        <Button
          variant="buy"
          loading={action.isPending}
          onClick={() => action.mutate({ id: item.id, action: canApprove ? 'approve' : 'retry' })}
        >
          {canApprove ? t('admin.payouts.approve') : t('admin.payouts.retry')}
        </Button>
      )}
    </section>
  );
}
