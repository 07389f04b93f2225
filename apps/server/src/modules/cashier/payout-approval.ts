import { formatUnits } from 'viem';
import { PAYOUT_MESSAGES, payoutLimitMessage, type Payout } from '@platform/shared/cashier';
import { coinOnNetwork } from '@platform/shared/crypto-networks';
import { formatMoney, fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { defaultAccountIdOf } from '../accounts/public.ts';
import { recordAudit, type StaffActor } from '../audit/public.ts';
import { findUserById } from '../auth/public.ts';
import { findTransaction, markUnderReview, toTransaction, type TransactionRecord } from '../banking/public.ts';
import { hasApprovedKyc } from '../kyc/public.ts';
import { unitsOfUsdCents } from './chain-transfer.ts';
import type { HotWallet } from './hot-wallet.ts';
import { approvalsOf, insertApproval, insertPayout, latestPayout, latestPayouts, paidSince, type PayoutRow } from './payouts.repository.ts';

const usd = (cents: number) => `$${formatMoney(fromCents(cents))}`;
export const startOfUtcDay = (now: number) => now - (now % 86_400_000);

/**
 * Staff approvals of withdrawals paid from a network's hot wallet. No money moves here: an approval
 * is recorded (one per staff member; the requester never approves), and once the withdrawal has the
 * approvals it needs (two different staff members above the configured amount) a payout attempt is
 * queued for the payer, which signs, sends and, on confirmation, settles the withdrawal through the
 * engine. Limits and the hot wallet's balance are checked on every approval (a clear 409 when short)
 * and again by the payer before it signs.
 */
export function createPayoutService(
  ctx: AppContext,
  wallets: ReadonlyMap<string, HotWallet>,
  usdRate: (coin: string) => number | undefined,
) {
  const limits = ctx.config.cashier.payouts;
  const needed = (amountCents: number) => (amountCents > limits.secondApprovalCents ? 2 : 1);
  const confirmationsOf = (chain: string) => limits.wallets.find((wallet) => wallet.chain === chain)?.confirmations ?? 12;

  async function pendingWithdrawal(txId: number): Promise<{ tx: TransactionRecord; wallet: HotWallet }> {
    const tx = await findTransaction(ctx.db, txId);
    if (!tx || tx.type !== 'withdrawal') throw AppError.notFound('Withdrawal not found.');
    const wallet = wallets.get(tx.chain);
    if (!wallet) throw AppError.validation({ chain: [PAYOUT_MESSAGES.notHotWallet] });
    return { tx, wallet };
  }

  /** What the payout sends: the coin's units at the USD rate now (stablecoins 1:1). */
  function orderOf(tx: TransactionRecord, wallet: HotWallet) {
    const pair = coinOnNetwork(tx.currency, tx.chain);
    const decimals = wallet.decimalsOf(tx.currency);
    if (!pair || decimals === undefined) throw AppError.validation({ chain: [PAYOUT_MESSAGES.notHotWallet] });
    const rate = pair.stable ? 1 : usdRate(tx.currency);
    if (rate === undefined) throw new AppError('SERVICE_UNAVAILABLE', 503, PAYOUT_MESSAGES.noRate);
    return { coin: tx.currency, to: tx.address, units: unitsOfUsdCents(tx.amountCents, decimals, rate), rate, decimals };
  }

  /** The checks every approval and the payer make: limits, the trader's KYC and what the hot wallet holds. */
  async function checkPayable(tx: TransactionRecord, wallet: HotWallet, accountId: number, exceptPayout?: number): Promise<void> {
    if (tx.amountCents > limits.maxCents) throw new AppError('CONFLICT', 409, payoutLimitMessage.perPayout(usd(limits.maxCents)));
    const since = startOfUtcDay(ctx.clock.now());
    const statuses = ['queued', 'signed', 'sent', 'confirmed'] as const;
    const paid = await paidSince(ctx.db, tx.chain, since, { statuses: [...statuses], except: exceptPayout });
    if (paid + tx.amountCents > limits.dailyCents)
      throw new AppError('CONFLICT', 409, payoutLimitMessage.daily(usd(limits.dailyCents), usd(Math.max(0, limits.dailyCents - paid))));
    const paidByAccount = await paidSince(ctx.db, tx.chain, since, { statuses: [...statuses], accountId, except: exceptPayout });
    if (paidByAccount + tx.amountCents > limits.accountDailyCents)
      throw new AppError(
        'CONFLICT',
        409,
        payoutLimitMessage.accountDaily(usd(limits.accountDailyCents), usd(Math.max(0, limits.accountDailyCents - paidByAccount))),
      );
    const owner = await findUserById(ctx.db, tx.userId);
    if (owner?.accountType === 'live' && !(await hasApprovedKyc(ctx.db, tx.userId)))
      throw new AppError('KYC_NOT_APPROVED', 409, 'The trader’s identity (KYC) is not approved yet.');
    const order = orderOf(tx, wallet);
    const held = await wallet.balanceOf(order.coin);
    if (held < order.units)
      throw new AppError(
        'CONFLICT',
        409,
        payoutLimitMessage.short(
          `${formatUnits(held, order.decimals)} ${order.coin}`,
          `${formatUnits(order.units, order.decimals)} ${order.coin}`,
        ),
      );
    const quote = await wallet.quote(order);
    const gasCoin = wallet.nativeCoin!;
    const gasHeld = await wallet.balanceOf(gasCoin);
    const gasNeeded = quote.maxFeeUnits + (order.coin === gasCoin ? order.units : 0n);
    if (gasHeld < gasNeeded)
      throw new AppError(
        'CONFLICT',
        409,
        payoutLimitMessage.shortFee(`${formatUnits(gasHeld, 18)} ${gasCoin}`, `${formatUnits(quote.maxFeeUnits, 18)} ${gasCoin}`),
      );
  }

  /** One staff member's approval (see the file's head); a retry with the same Idempotency-Key answers as the first. */
  async function approve(actor: StaffActor, txId: number, key: string | null): Promise<Payout> {
    if (actor.id === null) throw AppError.forbidden();
    const { tx, wallet } = await pendingWithdrawal(txId);
    const approvals = await approvalsOf(ctx.db, txId);
    const mine = approvals.find((approval) => approval.staff_id === actor.id);
    if (mine && key !== null && mine.request_key === key) return view(tx);
    if (tx.status !== 'pending') throw new AppError('ALREADY_REVIEWED', 409, PAYOUT_MESSAGES.notPending);
    if (actor.id === tx.userId) throw AppError.forbidden(PAYOUT_MESSAGES.ownRequest);
    if (mine) throw new AppError('CONFLICT', 409, PAYOUT_MESSAGES.alreadyApproved);
    const latest = await latestPayout(ctx.db, txId);
    if (latest) throw new AppError('CONFLICT', 409, latest.status === 'failed' ? PAYOUT_MESSAGES.noRetry : PAYOUT_MESSAGES.inFlight);
    if (tx.txHash !== null) throw new AppError('CONFLICT', 409, PAYOUT_MESSAGES.onChain);
    const accountId = tx.accountId ?? (await defaultAccountIdOf(ctx.db, tx.userId));
    await checkPayable(tx, wallet, accountId);
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await insertApproval(trx, txId, actor.id!, key, now))) throw new AppError('CONFLICT', 409, PAYOUT_MESSAGES.alreadyApproved);
      await markUnderReview(trx, txId, actor.id!, now);
      const count = (await approvalsOf(trx, txId)).length;
      await recordAudit(
        trx,
        actor,
        {
          action: 'withdrawal.approve_payout',
          targetType: 'transaction',
          targetId: txId,
          after: { approvals: count, needed: needed(tx.amountCents) },
        },
        now,
      );
      if (count >= needed(tx.amountCents)) await queue(trx, tx, wallet, accountId, 1, actor.id!, now);
    });
    await announce(txId);
    return view((await findTransaction(ctx.db, txId))!);
  }

  /** A failed payout sent again (a new attempt, a new nonce) on a finance clerk's word; the approvals stand. */
  async function retry(actor: StaffActor, txId: number): Promise<Payout> {
    if (actor.id === null) throw AppError.forbidden();
    const { tx, wallet } = await pendingWithdrawal(txId);
    if (tx.status !== 'pending') throw new AppError('ALREADY_REVIEWED', 409, PAYOUT_MESSAGES.notPending);
    const latest = await latestPayout(ctx.db, txId);
    if (!latest || latest.status !== 'failed' || tx.txHash !== null) throw new AppError('CONFLICT', 409, PAYOUT_MESSAGES.noRetry);
    await checkPayable(tx, wallet, latest.account_id);
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      await queue(trx, tx, wallet, latest.account_id, latest.attempt + 1, actor.id!, now);
      await recordAudit(
        trx,
        actor,
        { action: 'withdrawal.retry_payout', targetType: 'transaction', targetId: txId, after: { attempt: latest.attempt + 1 } },
        now,
      );
    });
    return view(tx);
  }

  async function queue(
    trx: AppContext['db'],
    tx: TransactionRecord,
    wallet: HotWallet,
    accountId: number,
    attempt: number,
    approvedBy: number,
    now: number,
  ): Promise<void> {
    const order = orderOf(tx, wallet);
    await insertPayout(trx, {
      transaction_id: tx.id,
      attempt,
      account_id: accountId,
      chain: tx.chain,
      status: 'queued',
      coin: order.coin,
      to_address: order.to,
      amount_units: order.units.toString(),
      usd_cents: tx.amountCents,
      usd_rate: String(order.rate),
      from_address: wallet.address,
      nonce: null,
      raw_tx: null,
      tx_hash: null,
      block_number: null,
      confirmations: null,
      note: null,
      sent_at_block: null,
      replaced_hashes: null,
      approved_by: approvedBy,
      created_at: now,
      updated_at: now,
    });
  }

  /** The payout of each listed withdrawal on a hot-wallet network, as finance sees it. */
  async function list(txIds: number[]): Promise<Payout[]> {
    const latest = await latestPayouts(ctx.db, txIds);
    const out: Payout[] = [];
    for (const id of txIds) {
      const tx = await findTransaction(ctx.db, id);
      if (tx && tx.type === 'withdrawal' && wallets.has(tx.chain)) out.push(await view(tx, latest.get(id)));
    }
    return out;
  }

  async function view(tx: TransactionRecord, payout?: PayoutRow): Promise<Payout> {
    payout ??= await latestPayout(ctx.db, tx.id);
    const approvals = await approvalsOf(ctx.db, tx.id);
    const decimals = wallets.get(tx.chain)?.decimalsOf(tx.currency) ?? 18;
    return {
      transaction_id: tx.id,
      chain: tx.chain,
      status: payout?.status ?? 'awaiting_approval',
      approved_by: approvals.map((approval) => approval.email ?? `#${approval.staff_id}`),
      approvals_needed: needed(tx.amountCents),
      coin: tx.currency,
      amount: payout ? formatUnits(BigInt(payout.amount_units), decimals) : fromCents(tx.amountCents).toFixed(2),
      tx_hash: payout?.tx_hash ?? null,
      confirmations: payout?.confirmations ?? null,
      confirmations_required: confirmationsOf(tx.chain),
      note: payout?.note ?? null,
      attempt: payout?.attempt ?? 0,
    };
  }

  async function announce(txId: number): Promise<void> {
    const row = await findTransaction(ctx.db, txId);
    if (row) publishToAccount(ctx.bus, row.userId, 'transaction-updated', toTransaction(row, (await ctx.settings.get()).explorers));
  }

  return { wallets, approve, retry, list, checkPayable, announce };
}
export type PayoutService = ReturnType<typeof createPayoutService>;
