import { defaultAccountIdOf } from '../accounts/default-account.ts';
/**
 * Deposit and withdrawal verdicts for the back office (routes, roles and audit are wired there).
 *
 *   approveDeposit(trading, txId, staffId, audit?)              → Promise<Transaction>
 *   rejectDeposit(trading, txId, staffId, reason, audit?)       → Promise<Transaction>
 *   approveWithdrawal(trading, txId, staffId, txHash, audit?)   → Promise<Transaction>
 *   rejectWithdrawal(trading, txId, staffId, reason, audit?)    → Promise<Transaction>
 *
 * Each runs as the 'transaction-verdict' money desk on the engine's instance: the engine applies
 * the money movement once (its id is `tx:{id}:verdict`, so approve and reject exclude each other and
 * a second or concurrent call gets ALREADY_REVIEWED, 409), and the verdict, its ledger entries and
 * the audit entry commit in one transaction. An unknown id (or one of the other type) gets NOT_FOUND.
 * Approving a deposit credits it ('deposit' entry) and pays the referral reward on the trader's first
 * approved deposit. Approving a withdrawal needs approved KYC for live traders (KYC_NOT_APPROVED, 409);
 * the held amount then leaves the balance ('withdrawal' entry) and the hold. Rejecting one releases the hold.
 * The trader gets 'transaction-updated' and, when money moved, one 'account-updated' (from the engine).
 */
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { recordAudit, type StaffActor } from '../audit/audit.service.ts';
import { findUserById } from '../auth/user.repository.ts';
import { hasApprovedKyc } from '../kyc/kyc.repository.ts';
import { recordReferralReward } from '../referral/referral-reward.ts';
import { settingsStore } from '../settings/settings.store.ts';
import type { FundsCaller, FundsMover } from '../trading/funds-desks.ts';
import { createIdempotency, type Answer } from '../trading/idempotency.ts';
import { countApprovedDeposits, findTransaction, settleTransaction, transactionFromRow, type Transaction } from './banking.repository.ts';
import type { TransactionsTable } from './banking.tables.ts';
import { toTransaction } from './transaction.view.ts';
import { fromCents } from '@platform/shared/money';

export const VERDICT_DESK = 'transaction-verdict';

/** Who audits a verdict: the entry is written in the verdict's own transaction. */
export interface VerdictAudit {
  actor: StaffActor;
  action: string;
}

interface VerdictRequest {
  txId: number;
  type: Transaction['type'];
  status: 'approved' | 'rejected';
  staffId: number;
  note: string | null;
  txHash: string | null;
  audit: VerdictAudit | null;
  /** The staff member's Idempotency-Key: a retried verdict gets the first answer. */
  key?: string | null;
}

const ask = (trading: FundsCaller, request: VerdictRequest) => trading.funds(VERDICT_DESK, request) as Promise<Transaction>;

export function approveDeposit(
  trading: FundsCaller,
  txId: number,
  staffId: number,
  audit: VerdictAudit | null = null,
  key: string | null = null,
) {
  return ask(trading, { txId, type: 'deposit', status: 'approved', staffId, note: null, txHash: null, audit, key });
}

export function rejectDeposit(
  trading: FundsCaller,
  txId: number,
  staffId: number,
  reason: string,
  audit: VerdictAudit | null = null,
  key: string | null = null,
) {
  return ask(trading, { txId, type: 'deposit', status: 'rejected', staffId, note: cleanText(reason), txHash: null, audit, key });
}

export function approveWithdrawal(
  trading: FundsCaller,
  txId: number,
  staffId: number,
  txHash: string,
  audit: VerdictAudit | null = null,
  key: string | null = null,
) {
  return ask(trading, { txId, type: 'withdrawal', status: 'approved', staffId, note: null, txHash: cleanText(txHash), audit, key });
}

export function rejectWithdrawal(
  trading: FundsCaller,
  txId: number,
  staffId: number,
  reason: string,
  audit: VerdictAudit | null = null,
  key: string | null = null,
) {
  return ask(trading, { txId, type: 'withdrawal', status: 'rejected', staffId, note: cleanText(reason), txHash: null, audit, key });
}

const snapshot = (row: Transaction) => ({
  type: row.type,
  user_id: row.userId,
  amount: fromCents(row.amountCents),
  status: row.status,
  tx_hash: row.txHash,
  review_note: row.reviewNote,
});

/** The desk itself, on the engine's instance. */
export function verdictDesk(ctx: AppContext) {
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());
  return async (payload: unknown, mover: FundsMover): Promise<Transaction> => {
    const request = payload as VerdictRequest;
    const { txId, type, status, note, txHash } = request;
    const scope = { userId: request.staffId, key: request.key ?? undefined, request: { verdict: txId, type, status, note, txHash } };
    const answer = await idempotent(scope, async (remember) => ({ statusCode: 200, body: await decide(ctx, request, mover, remember) }));
    return storedVerdict(answer.body);
  };
}

/** A kept answer; one kept before repositories spoke camelCase is the stored row itself. */
function storedVerdict(body: unknown): Transaction {
  return typeof body === 'object' && body !== null && 'user_id' in body
    ? transactionFromRow(body as Selectable<TransactionsTable>)
    : (body as Transaction);
}

type Remember = ((trx: Db, answer: Answer) => Promise<void>) | undefined;

async function decide(ctx: AppContext, request: VerdictRequest, mover: FundsMover, remember: Remember): Promise<Transaction> {
  const { txId, type } = request;
  const opId = `tx:${txId}:verdict`;
  const before = await findTransaction(ctx.db, txId);
  if (!before || before.type !== type) throw AppError.notFound(type === 'deposit' ? 'Deposit not found.' : 'Withdrawal not found.');
  if (before.status !== 'pending' || mover.isApplied(opId))
    throw new AppError('ALREADY_REVIEWED', 409, `This ${type} was already ${before.status === 'pending' ? 'reviewed' : before.status}.`);
  if (type === 'withdrawal' && request.status === 'approved') {
    const owner = await findUserById(ctx.db, before.userId);
    if (owner?.accountType === 'live' && !(await hasApprovedKyc(ctx.db, before.userId)))
      throw new AppError('KYC_NOT_APPROVED', 409, 'The trader’s identity (KYC) is not approved yet.');
  }
  const now = ctx.clock.now();
  let settled: Transaction | undefined;
  const settle = async (trx: Db) => {
    settled = await settleTransaction(trx, txId, type, { ...request, now });
    if (!settled) throw new AppError('ALREADY_REVIEWED', 409, `This ${type} was already reviewed.`);
    if (remember) await remember(trx, { statusCode: 200, body: settled });
    if (request.audit)
      await recordAudit(
        trx,
        request.audit.actor,
        { action: request.audit.action, targetType: 'transaction', targetId: txId, before: snapshot(before), after: snapshot(settled) },
        now,
      );
  };
  const about = { refType: 'transaction', refId: txId, createdBy: request.staffId };
  const userId = before.userId;
  const accountId = before.accountId ?? (await defaultAccountIdOf(ctx.db, userId));
  const amountCents = before.amountCents;
  mover.register(accountId, userId);
  if (type === 'deposit' && request.status === 'rejected') {
    // No money moves; the engine still claims the verdict id so a racing approval is refused.
    await mover.move({ opId, accountId, kind: 'claim', amountCents: 0 }, settle);
  } else if (type === 'deposit') {
    const firstDeposit = (await countApprovedDeposits(ctx.db, userId)) === 0;
    await mover.move({ opId, accountId, kind: 'deposit', amountCents, about }, settle);
    if (firstDeposit) await rewardReferrer(ctx, mover, userId, txId, now);
  } else {
    const kind = request.status === 'approved' ? 'payout' : 'release';
    await mover.move({ opId, accountId, kind, amountCents, about }, settle);
  }
  publishToAccount(ctx.bus, userId, 'transaction-updated', toTransaction(settled!, (await settingsStore(ctx).get()).explorers));
  return settled!;
}

/** The referrer's reward on the referred trader's first approved deposit, applied once (`referral:{referred}`). */
async function rewardReferrer(ctx: AppContext, mover: FundsMover, referredId: number, depositId: number, now: number): Promise<void> {
  const { referralRewardCents } = await settingsStore(ctx).get();
  const referred = await findUserById(ctx.db, referredId);
  const referrerId = referred?.referredBy ?? null;
  const opId = `referral:${referredId}`;
  if (referralRewardCents <= 0 || referrerId === null || referrerId === referredId || mover.isApplied(opId)) return;
  const referrerAccountId = await defaultAccountIdOf(ctx.db, referrerId);
  mover.register(referrerAccountId, referrerId);
  await mover.move(
    {
      opId,
      accountId: referrerAccountId,
      kind: 'referral_reward',
      amountCents: referralRewardCents,
      about: { refType: 'referred_user', refId: referredId, note: `Referral reward: first deposit of ${referred!.email}` },
    },
    (trx) => recordReferralReward(trx, { referrerId, referredId, depositId, rewardCents: referralRewardCents, now }),
  );
}

function cleanText(text: string | null | undefined): string | null {
  return text?.trim().slice(0, 1000) || null;
}
