import { useAccount } from '../api/get-account.ts';
import { liveAccount, type LiveAccount } from '../lib/position-math.ts';
import { useLivePositions } from './use-live-positions.ts';

/** The footer's account: the server's last statement with P/L and equity moved by ticks. */
export function useLiveAccount(): LiveAccount | undefined {
  const account = useAccount().data;
  const { positions } = useLivePositions();
  return account
    ? liveAccount(
        account,
        positions.map((position) => position.live),
      )
    : undefined;
}
