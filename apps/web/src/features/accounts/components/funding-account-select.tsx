import { Select } from '../../../components/ui/select.tsx';
import { formatSignedUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import type { FundingAccount } from '../hooks/use-funding-account.ts';

interface FundingAccountSelectProps {
  funding: FundingAccount;
  /** 'Deposit to' or 'Withdraw from'. */
  label: string;
  id: string;
}

/** The live account a deposit or withdrawal is for: a choice when the trader has several, else nothing to choose. */
export function FundingAccountSelect({ funding, label, id }: FundingAccountSelectProps) {
  const { t } = useTranslation();
  const { liveAccounts, chosen, choose } = funding;
  if (liveAccounts.length < 2 || !chosen) return null;
  const options = liveAccounts.map((account) => ({
    value: String(account.id),
    label: t('account.fundingOption', { number: String(account.number), amount: formatSignedUsd(account.balance) }),
  }));
  return (
    <Select id={id} label={label} options={options} value={String(chosen.id)} onChange={(event) => choose(Number(event.target.value))} />
  );
}
