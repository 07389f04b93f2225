import WithdrawalPage from '../../../features/banking/routes/withdrawal-page.tsx';
import { FundingAccountSelect } from '../../../features/accounts/components/funding-account-select.tsx';
import { useFundingAccount } from '../../../features/accounts/hooks/use-funding-account.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** /withdrawal with the live account the money comes from (issue 29): chosen here, named on the request. */
export default function WithdrawalScreen() {
  const { t } = useTranslation();
  const funding = useFundingAccount();
  return (
    <WithdrawalPage
      accountId={funding.chosen?.id}
      accountField={<FundingAccountSelect funding={funding} label={t('account.withdrawFrom')} id="withdrawal-account" />}
    />
  );
}
