import { PAYOUT_MESSAGES, payoutFeeMessage } from '@platform/shared/cashier';
import type { Hex } from 'viem';
import type { AppContext } from '../../app-context.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  approveWithdrawal,
  findTransaction,
  markPayoutFailed,
  markPayoutSigned,
  replacePayoutHash,
  setConfirmations,
} from '../banking/public.ts';
import type { HotWallet } from './hot-wallet.ts';
import { feeRaiser, replacedHashes } from './payout-fee-raise.ts';
import type { PayoutService } from './payout-approval.ts';
import { movePayout, payoutsIn, saveNextNonce, storedNextNonce, type PayoutRow } from './payouts.repository.ts';

export interface PayerFaults {
  /** Test hook: runs after the signed payout is stored and before it is broadcast (a crash there). */
  afterSign?: (payout: { id: number; hash: string; nonce: number }) => Promise<void>;
}

/**
 * One network's payer (run by the cashier's leader only, so one signer per wallet). Each step:
 * 1. broadcasts every payout signed but not yet sent (a restart between sign and send sends the
 *    very same bytes: same nonce, same hash; never a second signature);
 * 2. follows every sent payout: gone from the node → the same bytes again; stuck at its fee (the node
 *    refuses it for its fee, or `feeRaiseBlocks` blocks passed without it) → signed again at the same
 *    nonce with a higher fee, within the ceiling (every earlier hash is still followed: any one of
 *    them may be mined); reverted → failed (the withdrawal stays pending with its hold, for finance
 *    to send again or reject); confirmed N times → settled through the engine (`tx:{id}:verdict`, once);
 * 3. signs and sends the queued ones, one at a time: checks again, stores the signed transaction
 *    and the next nonce in one database transaction, and only then broadcasts.
 */
export function createPayer({
  ctx,
  wallet,
  payouts,
  engineHost,
  confirmations,
  feeRaiseBlocks,
  faults = {},
}: {
  ctx: AppContext;
  wallet: HotWallet;
  payouts: PayoutService;
  engineHost: EngineHost;
  confirmations: number;
  feeRaiseBlocks: number;
  faults?: PayerFaults;
}) {
  const { chain } = wallet;
  const raiseFee = feeRaiser({ ctx, wallet, payouts });

  async function step(): Promise<void> {
    for (const payout of await payoutsIn(ctx.db, chain, 'signed')) await broadcast(payout);
    const head = await wallet.head();
    for (const payout of await payoutsIn(ctx.db, chain, 'sent')) await follow(payout, head);
    for (const payout of await payoutsIn(ctx.db, chain, 'queued')) await send(payout, head);
  }

  async function broadcast(payout: PayoutRow): Promise<void> {
    const outcome = await wallet.broadcast(payout.raw_tx as Hex);
    if (outcome === 'nonce-used' && !(await wallet.known(payout.tx_hash!))) {
      await fail(payout, 'signed', PAYOUT_MESSAGES.replaced);
      return;
    }
    await movePayout(ctx.db, payout.id, 'signed', { status: 'sent', updated_at: ctx.clock.now() });
  }

  async function follow(payout: PayoutRow, head: number): Promise<void> {
    const mined = await minedOf(payout);
    if (!mined) {
      await unmined(payout, head);
      return;
    }
    if (mined.hash !== payout.tx_hash) {
      // An earlier hash of the nonce was mined, not its replacement: that one is the payout.
      await ctx.db.transaction().execute(async (trx) => {
        await movePayout(trx, payout.id, 'sent', { tx_hash: mined.hash, updated_at: ctx.clock.now() });
        await replacePayoutHash(trx, payout.transaction_id, payout.tx_hash!, mined.hash);
      });
      return;
    }
    const { receipt } = mined;
    if (receipt.status !== 'success') {
      await fail(payout, 'sent', PAYOUT_MESSAGES.reverted);
      return;
    }
    const seen = Math.max(0, head - Number(receipt.blockNumber) + 1);
    if (seen !== payout.confirmations) {
      await movePayout(ctx.db, payout.id, 'sent', {
        confirmations: Math.min(seen, confirmations),
        block_number: Number(receipt.blockNumber),
      });
      if (seen < confirmations && (await setConfirmations(ctx.db, payout.transaction_id, seen)))
        await payouts.announce(payout.transaction_id);
    }
    if (seen < confirmations) return;
    await setConfirmations(ctx.db, payout.transaction_id, confirmations);
    try {
      await approveWithdrawal(engineHost, payout.transaction_id, payout.approved_by, payout.tx_hash!);
    } catch (error) {
      // Settled already (this instance died after the verdict): only the bookkeeping is left.
      const settled = (await findTransaction(ctx.db, payout.transaction_id))?.status === 'approved';
      if (!(error instanceof AppError && error.code === 'ALREADY_REVIEWED' && settled)) throw error;
    }
    await movePayout(ctx.db, payout.id, 'sent', { status: 'confirmed', confirmations, note: null, updated_at: ctx.clock.now() });
  }

  /** The receipt of whichever of the payout's hashes (the latest, or one it replaced) the chain holds. */
  async function minedOf(payout: PayoutRow) {
    for (const hash of [payout.tx_hash!, ...replacedHashes(payout).reverse()]) {
      const receipt = await wallet.receipt(hash);
      if (receipt) return { hash, receipt };
    }
    return null;
  }

  /** Not mined yet: the node lost it (restarted, a reorganisation, dropped for its fee) → the same bytes again; stuck at its fee → a raise. */
  async function unmined(payout: PayoutRow, head: number): Promise<void> {
    const outcome = (await wallet.known(payout.tx_hash!)) ? 'known' : await wallet.broadcast(payout.raw_tx as Hex);
    if (outcome === 'nonce-used') {
      // Another transaction took the nonce, unless one of the payout's own did in the meantime.
      if (!(await minedOf(payout)) && !(await wallet.known(payout.tx_hash!))) await fail(payout, 'sent', PAYOUT_MESSAGES.replaced);
      return;
    }
    const waited = head - Number(payout.sent_at_block ?? head);
    if (outcome === 'underpriced' || (outcome === 'known' && waited >= feeRaiseBlocks)) await raiseFee(payout, head);
  }

  async function send(payout: PayoutRow, head: number): Promise<void> {
    const tx = await findTransaction(ctx.db, payout.transaction_id);
    if (!tx || tx.status !== 'pending' || tx.txHash !== null) {
      await movePayout(ctx.db, payout.id, 'queued', { status: 'failed', note: PAYOUT_MESSAGES.notPending, updated_at: ctx.clock.now() });
      return;
    }
    try {
      await payouts.checkPayable(tx, wallet, payout.account_id, payout.id);
      const quote = await wallet.quote({ coin: payout.coin, to: payout.to_address, units: BigInt(payout.amount_units) });
      if (quote.tooExpensive) throw new AppError('CONFLICT', 409, payoutFeeMessage.waiting);
    } catch (error) {
      // Short of funds, over a limit, fees too high: it waits, and finance sees why.
      if (!(error instanceof AppError)) throw error;
      if (payout.note !== error.message)
        await movePayout(ctx.db, payout.id, 'queued', { note: error.message, updated_at: ctx.clock.now() });
      return;
    }
    const nonce = Math.max(await storedNextNonce(ctx.db, chain, wallet.address), await wallet.pendingNonce());
    const signed = await wallet.sign({ coin: payout.coin, to: payout.to_address, units: BigInt(payout.amount_units) }, nonce);
    const stored = await ctx.db.transaction().execute(async (trx) => {
      if (!(await markPayoutSigned(trx, payout.transaction_id, signed.hash, confirmations))) return false;
      const moved = await movePayout(trx, payout.id, 'queued', {
        status: 'signed',
        nonce: signed.nonce,
        raw_tx: signed.raw,
        tx_hash: signed.hash,
        confirmations: 0,
        sent_at_block: head,
        note: null,
        updated_at: ctx.clock.now(),
      });
      if (!moved) throw new Error('payout moved while signing');
      await saveNextNonce(trx, chain, wallet.address, signed.nonce + 1);
      return true;
    });
    if (!stored) {
      // Rejected or paid by hand in the meantime: nothing was sent; the signed bytes are dropped.
      await movePayout(ctx.db, payout.id, 'queued', { status: 'failed', note: PAYOUT_MESSAGES.notPending, updated_at: ctx.clock.now() });
      return;
    }
    await payouts.announce(payout.transaction_id);
    await faults.afterSign?.({ id: payout.id, hash: signed.hash, nonce: signed.nonce });
    await broadcast({ ...payout, status: 'signed', raw_tx: signed.raw, tx_hash: signed.hash, nonce: signed.nonce });
  }

  /** A payout that will not confirm: the withdrawal keeps its hold and loses the hash, for finance to decide. */
  async function fail(payout: PayoutRow, from: 'signed' | 'sent', note: string): Promise<void> {
    await ctx.db.transaction().execute(async (trx) => {
      await movePayout(trx, payout.id, from, { status: 'failed', note, updated_at: ctx.clock.now() });
      await markPayoutFailed(trx, payout.transaction_id, payout.tx_hash!, note);
    });
    await payouts.announce(payout.transaction_id);
  }

  return { step };
}

export type Payer = ReturnType<typeof createPayer>;
