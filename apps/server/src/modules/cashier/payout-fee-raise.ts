import { payoutFeeMessage } from '@platform/shared/cashier';
import type { Hex } from 'viem';
import type { AppContext } from '../../app-context.ts';
import { replacePayoutHash } from '../banking/public.ts';
import type { HotWallet } from './hot-wallet.ts';
import type { PayoutService } from './payout-approval.ts';
import { movePayout, type PayoutRow } from './payouts.repository.ts';

/** The earlier hashes of a payout's nonce, oldest first (any of them may still be mined). */
export const replacedHashes = (payout: PayoutRow) => (payout.replaced_hashes ? payout.replaced_hashes.split(',') : []);

/** A payout stuck at its fee, sent again at the same nonce (one payer per wallet calls it). */
export function feeRaiser({ ctx, wallet, payouts }: { ctx: AppContext; wallet: HotWallet; payouts: PayoutService }) {
  /**
   * The payout signed again at the same nonce with a higher fee (within the ceiling), stored with
   * the hash it replaces before it is broadcast; above the ceiling it waits, and finance sees why.
   */
  return async function raiseFee(payout: PayoutRow, head: number): Promise<void> {
    const replacement = await wallet.replacement(payout.raw_tx as Hex);
    const now = ctx.clock.now();
    if (!('signed' in replacement)) {
      const note = payoutFeeMessage.stuck(replacement.neededGwei, replacement.ceilingGwei);
      if (payout.note !== note) await movePayout(ctx.db, payout.id, 'sent', { note, updated_at: now });
      return;
    }
    const { signed } = replacement;
    const replaced = [...replacedHashes(payout), payout.tx_hash!].join(',');
    const stored = await ctx.db.transaction().execute(async (trx) => {
      const moved = await movePayout(trx, payout.id, 'sent', {
        raw_tx: signed.raw,
        tx_hash: signed.hash,
        sent_at_block: head,
        replaced_hashes: replaced,
        note: null,
        updated_at: now,
      });
      if (!moved) return false;
      if (!(await replacePayoutHash(trx, payout.transaction_id, payout.tx_hash!, signed.hash, now)))
        throw new Error('the withdrawal no longer carries the payout’s hash');
      return true;
    });
    if (!stored) return;
    await payouts.announce(payout.transaction_id);
    // Refused again (the fee rose further): the next round raises it again.
    await wallet.broadcast(signed.raw);
  };
}
