import DepositPage from '../../../features/banking/routes/deposit-page.tsx';
import { FundingAccountSelect } from '../../../features/accounts/components/funding-account-select.tsx';
import { useFundingAccount } from '../../../features/accounts/hooks/use-funding-account.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';

/** /deposit with the live account the money goes to (issue 29): chosen here, named on the request. */
export default function DepositScreen() {
  const { t } = useTranslation();
  const funding = useFundingAccount();
  return (
    <DepositPage
      accountId={funding.chosen?.id}
      accountField={<FundingAccountSelect funding={funding} label={t('account.depositTo')} id="deposit-account" />}
    />
  );
}
