import { useState } from 'react';
import { WITHDRAWAL_MESSAGES } from '@platform/shared/banking';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useDemoOnly } from '../hooks/use-demo-only.ts';
import { TransactionList } from '../components/transaction-list.tsx';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import type { FundingChoice } from '../components/deposit-form.tsx';
import { MyMonthlyTotals } from '../components/my-monthly-totals.tsx';
import { AppLayout } from '../../../components/layout/app-layout.tsx';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import '../components/banking.css';

type WithdrawalTab = 'withdrawal' | 'pending' | 'history';
// This page lists withdrawals only (deposits have their own page).
const isWithdrawal = (transaction: { type: string }) => transaction.type === 'withdrawal';
const isPending = (transaction: { type: string; status: string }) =>
  isWithdrawal(transaction) && transaction.status.toLowerCase() === 'pending';
const isSettled = (transaction: { type: string; status: string }) =>
  isWithdrawal(transaction) && transaction.status.toLowerCase() !== 'pending';

/** /withdrawal: the request form, then Pending Requests and Request History (spec §2); the app supplies the account choice. */
export default function WithdrawalPage({ accountId, accountField }: FundingChoice = {}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<WithdrawalTab>('withdrawal');
  const [submitted, setSubmitted] = useState(false);
  const isDemo = useDemoOnly(accountId);

  return (
    <AppLayout>
      <div className="banking-page">
        <header className="banking-header">
          <h1>{t('banking.withdrawal.title')}</h1>
          <p>{t('banking.withdrawal.intro')}</p>
        </header>
        {submitted && <FormMessage kind="success" text={WITHDRAWAL_MESSAGES.submitted} />}
        <Tabs className="banking-tabs" value={tab} onValueChange={(value) => setTab(value as WithdrawalTab)}>
          <TabsList label={t('banking.withdrawal.tabs')}>
            <TabsTrigger value="withdrawal">{t('banking.withdrawal.tabs')}</TabsTrigger>
            <TabsTrigger value="pending">{t('banking.withdrawal.pending')}</TabsTrigger>
            <TabsTrigger value="history">{t('banking.withdrawal.history')}</TabsTrigger>
          </TabsList>
          <TabsContent className="banking-card" value="withdrawal">
            <WithdrawalForm
              isDemo={isDemo}
              accountId={accountId}
              accountField={accountField}
              onSubmitted={() => {
                setSubmitted(true);
                setTab('pending');
              }}
            />
          </TabsContent>
          <TabsContent className="banking-card" value="pending">
            <TransactionList
              title={t('banking.withdrawal.pending')}
              emptyText={t('banking.withdrawal.nonePending')}
              filter={isPending}
              showType={false}
              cancellable
            />
          </TabsContent>
          <TabsContent className="banking-card" value="history">
            <TransactionList
              title={t('banking.withdrawal.history')}
              emptyText={t('banking.withdrawal.none')}
              filter={isSettled}
              showType={false}
            />
            <MyMonthlyTotals type="withdrawal" />
          </TabsContent>
        </Tabs>
      </div>
    </AppLayout>
  );
}
