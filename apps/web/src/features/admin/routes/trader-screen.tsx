// One trader: profile, account figures, positions, orders, money, ledger, KYC, tickets; adjust balance; disable login.
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { roleMay } from '@platform/shared/admin';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useTrader } from '../api/trader.ts';
import { useSetTraderStatus } from '../api/set-trader-status.ts';
import { AdjustBalanceForm } from '../components/adjust-balance-form.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { errorText } from '../components/error-text.ts';
import { KycTable, LedgerTable, OrdersTable, PositionsTable, TicketsTable, TransactionsTable } from '../components/trader-sections.tsx';
import './trader-screen.css';
import { formatDateTime, formatStaffUsd as usd } from '../../../lib/format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="trader-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function TraderScreen({ role }: { role: string }) {
  const id = Number(useParams().id);
  const trader = useTrader(id);
  const setStatus = useSetTraderStatus(id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (trader.isPending) return <PageSpinner />;
  if (trader.isError) return <div className="banner banner--error">{errorText(trader.error)}</div>;
  const { profile, account, positions, orders, transactions, ledger, kyc, tickets } = trader.data;
  const disabled = profile.status === 'disabled';
  const figures: Array<[string, number | null | undefined]> = [
    ['Balance', account.balance],
    ['Credit', account.credit],
    ['Held for withdrawals', account.reserved],
    ...('equity' in account
      ? ([
          ['Equity', account.equity],
          ['Used margin', account.used_margin],
          ['Free margin', account.free_margin],
          ['P / L', account.unrealized_profit],
        ] as Array<[string, number]>)
      : []),
  ];
  const toggle = () =>
    setStatus.mutate(disabled ? 'enable' : 'disable', {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ title: disabled ? 'Login enabled' : 'Login disabled', description: profile.email, variant: 'success' });
      },
    });

  return (
    <div className="trader-page">
      <header className="admin-screen__header">
        <div>
          <Link to="/admin/traders" className="muted">
            ← Traders
          </Link>
          <h1>
            {profile.name} <span className="muted">#{profile.id}</span>
          </h1>
          <p className="muted">
            {profile.email} · <span className="admin-cap">{profile.account_type}</span> account · joined{' '}
            {formatDateTime(profile.created_at)} · login <StatusBadge status={profile.status} />
          </p>
        </div>
        {roleMay(role, 'tradersDisable') && (
          <Button variant={disabled ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
            {disabled ? 'Enable login' : 'Disable login'}
          </Button>
        )}
      </header>

      <div className="trader-figures">
        {figures.map(([label, value]) => (
          <div key={label} className="trader-figure card">
            <span className="muted">{label}</span>
            <strong className="num">{usd(value)}</strong>
          </div>
        ))}
        {'margin_level' in account && (
          <div className="trader-figure card">
            <span className="muted">Margin level</span>
            <strong className="num">{account.margin_level === null ? '—' : `${account.margin_level.toFixed(2)} %`}</strong>
          </div>
        )}
      </div>

      <div className="trader-columns">
        <Section title="Profile">
          <dl className="admin-facts">
            <dt>Name</dt>
            <dd>
              {profile.first_name} {profile.last_name}
            </dd>
            <dt>Phone</dt>
            <dd>{profile.mobile ? `${profile.phone_code ?? ''} ${profile.mobile}` : '—'}</dd>
            <dt>Address</dt>
            <dd>{[profile.address_line, profile.postal_code, profile.city, profile.country].filter(Boolean).join(', ') || '—'}</dd>
            <dt>Birth date</dt>
            <dd>{profile.birth_year ? `${profile.birth_day}.${profile.birth_month}.${profile.birth_year}` : '—'}</dd>
            <dt>Referral code</dt>
            <dd className="mono">{profile.referral_code}</dd>
          </dl>
        </Section>
        {roleMay(role, 'tradersAdjust') && (
          <Section title="Balance adjustment">
            <AdjustBalanceForm traderId={id} />
          </Section>
        )}
      </div>

      <Section title={`Open positions (${positions.length})`}>
        <PositionsTable rows={positions} />
      </Section>
      <Section title="Orders">
        <OrdersTable rows={orders} />
      </Section>
      <Section title="Deposits and withdrawals">
        <TransactionsTable rows={transactions} />
      </Section>
      <Section title="Ledger">
        <LedgerTable rows={ledger} />
      </Section>
      <Section title="KYC">
        <KycTable rows={kyc} />
      </Section>
      <Section title="Tickets">
        <TicketsTable rows={tickets} />
      </Section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disabled ? `Enable ${profile.name}'s login?` : `Disable ${profile.name}'s login?`}
        description={
          disabled
            ? 'They will be able to sign in again.'
            : 'They are signed out everywhere at once and cannot sign in until re-enabled. Open positions stay open.'
        }
        confirmLabel={disabled ? 'Enable' : 'Disable'}
        tone={disabled ? 'primary' : 'danger'}
        busy={setStatus.isPending}
        onConfirm={toggle}
      />
    </div>
  );
}
