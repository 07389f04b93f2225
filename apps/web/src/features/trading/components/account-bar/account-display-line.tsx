import { DisplayLine } from '../../../../components/display-currency/display-line.tsx';
import { useLiveAccount } from '../../hooks/use-live-account.ts';

/** The footer's figures in the trader's display currency, on a line of their own under the USD ones. */
export default function AccountDisplayLine() {
  const account = useLiveAccount();
  if (!account) return null;
  return (
    <div className="account-bar__display">
      <DisplayLine
        amounts={{ balance: account.balance, profitLoss: account.profitLoss, equity: account.equity, freeMargin: account.free_margin }}
      />
    </div>
  );
}
