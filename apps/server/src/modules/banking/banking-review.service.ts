/**
 * Deposit and withdrawal verdicts for the back office (routes, roles and audit are wired there).
 *
 *   approveDeposit(ctx, txId, staffId, options?)              → Promise<TransactionRow>
 *   rejectDeposit(ctx, txId, staffId, reason, options?)       → Promise<TransactionRow>
 *   approveWithdrawal(ctx, txId, staffId, txHash, options?)   → Promise<TransactionRow>
 *   rejectWithdrawal(ctx, txId, staffId, reason, options?)    → Promise<TransactionRow>
 *
 * Each runs in one transaction whose first write moves the request out of 'pending', so a
 * second or concurrent call changes nothing and gets AppError ALREADY_REVIEWED (409); an unknown
 * id (or one of the other type) gets NOT_FOUND (404). Approving a deposit credits it once by a
 * 'deposit' ledger entry and pays the referral reward on the trader's first approved deposit.
 * Approving a withdrawal needs approved KYC for live traders (KYC_NOT_APPROVED, 409); the held
 * amount then leaves the balance ('withdrawal' entry) and the hold. Rejecting one releases the hold.
 * The trader gets 'transaction-updated' (the `GET /api/transactions/my` row) and, when money
 * moved, 'account-updated'.
 *
 * Call them outside any open transaction: each opens its own (SQLite has a single connection).
 * `options.withinTransaction(trx, before, after)` runs inside it, after every other effect (the
 * audit entry); if it throws, the verdict and its money movements roll back and nothing is announced.
 */
import type { AppContext } from '../../app-context.ts';
import type { InTransaction } from '../../db/in-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { hasApprovedKyc } from '../kyc/kyc.repository.ts';
import { postLedgerEntry } from '../ledger/ledger.repository.ts';
import { payReferralReward } from '../referral/referral-reward.ts';
import { settingsStore } from '../settings/settings.store.ts';
import { countApprovedDeposits, findTransaction, releaseFunds, settleTransaction } from './banking.repository.ts';
import type { TransactionRow } from './banking.tables.ts';
import { announceFundsChanged } from './funds-changed.ts';
import { toTransaction } from './transaction.view.ts';

type Verdict = { status: 'approved' | 'rejected'; note: string | null; txHash: string | null; staffId: number; now: number };
type Options = InTransaction<TransactionRow>;

export async function approveDeposit(ctx: AppContext, txId: number, staffId: number, options?: Options): Promise<TransactionRow> {
  const { referralRewardCents } = await settingsStore(ctx).get();
  let referrerPaid: number | null = null;
  const verdict = { status: 'approved', note: null, txHash: null, staffId } as const;
  const row = await review(ctx, txId, 'deposit', verdict, options, async (trx, tx, now) => {
    await postLedgerEntry(
      trx,
      { userId: tx.user_id, kind: 'deposit', amountCents: tx.amount_cents, refType: 'transaction', refId: tx.id, createdBy: staffId },
      now,
    );
    const approvedDepositsSoFar = await countApprovedDeposits(trx, tx.user_id);
    referrerPaid = await payReferralReward(trx, {
      referredId: tx.user_id,
      depositId: tx.id,
      rewardCents: referralRewardCents,
      approvedDepositsSoFar,
      now,
    });
  });
  await announceFundsChanged(ctx, row.user_id);
  if (referrerPaid !== null) await announceFundsChanged(ctx, referrerPaid);
  return row;
}

export function rejectDeposit(ctx: AppContext, txId: number, staffId: number, reason: string, options?: Options): Promise<TransactionRow> {
  return review(ctx, txId, 'deposit', { status: 'rejected', note: cleanText(reason), txHash: null, staffId }, options);
}

export async function approveWithdrawal(
  ctx: AppContext,
  txId: number,
  staffId: number,
  txHash: string,
  options?: Options,
): Promise<TransactionRow> {
  const row = await review(
    ctx,
    txId,
    'withdrawal',
    { status: 'approved', note: null, txHash: cleanText(txHash), staffId },
    options,
    async (trx, tx, now) => {
      const owner = await trx.selectFrom('users').select('account_type').where('id', '=', tx.user_id).executeTakeFirstOrThrow();
      if (owner.account_type === 'live' && !(await hasApprovedKyc(trx, tx.user_id))) {
        throw new AppError('KYC_NOT_APPROVED', 409, 'The trader’s identity (KYC) is not approved yet.');
      }
      await releaseFunds(trx, tx.user_id, tx.amount_cents, now);
      await postLedgerEntry(
        trx,
        { userId: tx.user_id, kind: 'withdrawal', amountCents: -tx.amount_cents, refType: 'transaction', refId: tx.id, createdBy: staffId },
        now,
      );
    },
  );
  await announceFundsChanged(ctx, row.user_id);
  return row;
}

export async function rejectWithdrawal(
  ctx: AppContext,
  txId: number,
  staffId: number,
  reason: string,
  options?: Options,
): Promise<TransactionRow> {
  const row = await review(
    ctx,
    txId,
    'withdrawal',
    { status: 'rejected', note: cleanText(reason), txHash: null, staffId },
    options,
    async (trx, tx, now) => {
      await releaseFunds(trx, tx.user_id, tx.amount_cents, now);
    },
  );
  await announceFundsChanged(ctx, row.user_id);
  return row;
}

async function review(
  ctx: AppContext,
  txId: number,
  type: TransactionRow['type'],
  verdict: Omit<Verdict, 'now'>,
  options: Options = {},
  effects?: (trx: AppContext['db'], tx: TransactionRow, now: number) => Promise<void>,
): Promise<TransactionRow> {
  const now = ctx.clock.now();
  const { withinTransaction } = options;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const before = withinTransaction ? await findTransaction(trx, txId) : undefined;
    const settled = await settleTransaction(trx, txId, type, { ...verdict, now });
    if (!settled) throw await whyNotPending(trx, txId, type);
    await effects?.(trx, settled, now);
    if (withinTransaction) await withinTransaction(trx, before!, settled);
    return settled;
  });
  publishToAccount(ctx.bus, row.user_id, 'transaction-updated', toTransaction(row));
  return row;
}

async function whyNotPending(db: AppContext['db'], txId: number, type: TransactionRow['type']): Promise<AppError> {
  const existing = await findTransaction(db, txId);
  if (!existing || existing.type !== type) return AppError.notFound(type === 'deposit' ? 'Deposit not found.' : 'Withdrawal not found.');
  return new AppError('ALREADY_REVIEWED', 409, `This ${type} was already ${existing.status}.`);
}

function cleanText(text: string | null | undefined): string | null {
  return text?.trim().slice(0, 1000) || null;
}
