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
import { AccountGroupSection } from '../components/account-group-section.tsx';
import { CloseAccountButton } from '../components/close-account-button.tsx';
import type { TradingAccount } from '@platform/shared/trading-accounts';
import { StatusBadge } from '../components/status-badge.tsx';
import { errorText } from '../components/error-text.ts';
import {
  AccountsTable,
  KycTable,
  LedgerTable,
  OrdersTable,
  PositionsTable,
  TicketsTable,
  TransactionsTable,
} from '../components/trader-sections.tsx';
import './trader-screen.css';
import { formatDateTime, formatStaffUsd as usd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="trader-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export function TraderScreen({ role }: { role: string }) {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const trader = useTrader(id);
  const setStatus = useSetTraderStatus(id);
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (trader.isPending) return <PageSpinner />;
  if (trader.isError) return <div className="banner banner--error">{errorText(trader.error)}</div>;
  const { profile, account, accounts = [], positions, orders, transactions, ledger, kyc, tickets } = trader.data;
  const disabled = profile.status === 'disabled';
  const figures: Array<[string, number | null | undefined]> = [
    [t('admin.trader.figures.balance'), account.balance],
    [t('admin.trader.figures.credit'), account.credit],
    [t('admin.trader.figures.reserved'), account.reserved],
    ...('equity' in account
      ? ([
          [t('admin.trader.figures.equity'), account.equity],
          [t('admin.trader.figures.usedMargin'), account.used_margin],
          [t('admin.trader.figures.freeMargin'), account.free_margin],
          [t('admin.trader.figures.pl'), account.unrealized_profit],
        ] as Array<[string, number]>)
      : []),
  ];
  const toggle = () =>
    setStatus.mutate(disabled ? 'enable' : 'disable', {
      onSuccess: () => {
        setConfirming(false);
        toast.show({
          title: disabled ? t('admin.trader.loginEnabled') : t('admin.trader.loginDisabled'),
          description: profile.email,
          variant: 'success',
        });
      },
    });

  return (
    <div className="trader-page">
      <header className="admin-screen__header">
        <div>
          <Link to="/admin/traders" className="muted">
            {t('admin.trader.back')}
          </Link>
          <h1>
            {profile.name} <span className="muted">#{profile.id}</span>
          </h1>
          <p className="muted">
            {t('admin.trader.summary', {
              email: profile.email,
              type: t(`admin.accountTypes.${profile.account_type}`),
              joined: formatDateTime(profile.created_at),
            })}{' '}
            <StatusBadge status={profile.status} />
          </p>
        </div>
        {roleMay(role, 'tradersDisable') && (
          <Button variant={disabled ? 'secondary' : 'danger'} onClick={() => setConfirming(true)}>
            {disabled ? t('admin.trader.enableLogin') : t('admin.trader.disableLogin')}
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
            <span className="muted">{t('admin.trader.figures.marginLevel')}</span>
            <strong className="num">{account.margin_level === null ? '—' : `${account.margin_level.toFixed(2)} %`}</strong>
          </div>
        )}
      </div>

      <div className="trader-columns">
        <Section title={t('admin.trader.sections.profile')}>
          <dl className="admin-facts">
            <dt>{t('admin.trader.profile.name')}</dt>
            <dd>
              {profile.first_name} {profile.last_name}
            </dd>
            <dt>{t('admin.trader.profile.phone')}</dt>
            <dd>{profile.mobile ? `${profile.phone_code ?? ''} ${profile.mobile}` : '—'}</dd>
            <dt>{t('admin.trader.profile.address')}</dt>
            <dd>{[profile.address_line, profile.postal_code, profile.city, profile.country].filter(Boolean).join(', ') || '—'}</dd>
            <dt>{t('admin.trader.profile.birthDate')}</dt>
            <dd>{profile.birth_year ? `${profile.birth_day}.${profile.birth_month}.${profile.birth_year}` : '—'}</dd>
            <dt>{t('admin.trader.profile.referralCode')}</dt>
            <dd className="mono">{profile.referral_code}</dd>
          </dl>
        </Section>
        <Section title={t('admin.groups.sectionTitle')}>
          <AccountGroupSection traderId={id} role={role} />
        </Section>
        {roleMay(role, 'tradersAdjust') && (
          <Section title={t('admin.trader.sections.adjust')}>
            <AdjustBalanceForm traderId={id} />
          </Section>
        )}
      </div>

      <Section title={t('admin.trader.sections.accounts', { count: accounts.length })}>
        <AccountsTable
          rows={accounts}
          {...(roleMay(role, 'tradersAdjust') && accounts.length > 1
            ? { close: (account: TradingAccount) => <CloseAccountButton traderId={id} account={account} /> }
            : {})}
        />
      </Section>
      <Section title={t('admin.trader.sections.positions', { count: positions.length })}>
        <PositionsTable rows={positions} />
      </Section>
      <Section title={t('admin.trader.sections.orders')}>
        <OrdersTable rows={orders} />
      </Section>
      <Section title={t('admin.trader.sections.money')}>
        <TransactionsTable rows={transactions} />
      </Section>
      <Section title={t('admin.trader.sections.ledger')}>
        <LedgerTable rows={ledger} />
      </Section>
      <Section title={t('admin.trader.sections.kyc')}>
        <KycTable rows={kyc} />
      </Section>
      <Section title={t('admin.trader.sections.tickets')}>
        <TicketsTable rows={tickets} />
      </Section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={disabled ? t('admin.trader.enableTitle', { name: profile.name }) : t('admin.trader.disableTitle', { name: profile.name })}
        description={disabled ? t('admin.trader.enableBody') : t('admin.trader.disableBody')}
        confirmLabel={disabled ? t('admin.trader.enable') : t('admin.trader.disable')}
        tone={disabled ? 'primary' : 'danger'}
        busy={setStatus.isPending}
        onConfirm={toggle}
      />
    </div>
  );
}
