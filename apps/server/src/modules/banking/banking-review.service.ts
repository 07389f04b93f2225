import { defaultAccountIdOf } from '../accounts/public.ts';
/**
 * Deposit and withdrawal verdicts for the back office (routes, roles and audit are wired there).
 *
 *   approveDeposit(host, txId, staffId, audit?)              → Promise<Transaction>
 *   rejectDeposit(host, txId, staffId, reason, audit?)       → Promise<Transaction>
 *   approveWithdrawal(host, txId, staffId, txHash, audit?)   → Promise<Transaction>
 *   rejectWithdrawal(host, txId, staffId, reason, audit?)    → Promise<Transaction>
 *
 * Each is the `transactionVerdict` leader command, run where the engine is: it reads the request row
 * once, the engine applies the money movement once (its id is `tx:{id}:verdict`, so approve and
 * reject exclude each other and a second or concurrent call gets ALREADY_REVIEWED, 409), and the
 * verdict, its ledger entries and the audit entry commit in one transaction. An unknown id (or one of
 * the other type) gets NOT_FOUND. Approving a deposit credits it ('deposit' entry) and pays the
 * referral reward once the referred person qualifies (referral-qualification.ts). Approving a withdrawal needs its payment's
 * hash and approved KYC for live traders (KYC_NOT_APPROVED, 409); the held amount then leaves the
 * balance ('withdrawal' entry) and the hold. Rejecting one releases the hold. The trader gets
 * 'transaction-updated' and, when money moved, one 'account-updated' (from the engine).
 */
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { defineLeaderCommand, type EngineHost, type LeaderSide } from '../../engine-host/engine-host.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { recordAudit, staffActorSchema, type StaffActor } from '../audit/public.ts';
import { findUserById } from '../auth/public.ts';
import { hasApprovedKyc } from '../kyc/public.ts';
import { loadReferralFacts, recordReferralReward, referralRewardDue } from '../referral/public.ts';
import type { Answer } from '../../lib/idempotency/idempotency.ts';
import { findTransaction, settleTransaction, transactionFromRow, type Transaction } from './banking.repository.ts';
import type { TransactionsTable } from './banking.tables.ts';
import { toTransaction } from './transaction.view.ts';
import { fromCents } from '@platform/shared/money';
import { PAYOUT_MESSAGES } from '@platform/shared/cashier';

const verdictInput = z.object({
  txId: z.number().int().positive(),
  /** The type the caller expects; null when it goes by the row (the back office's queue). */
  type: z.enum(['deposit', 'withdrawal']).nullable(),
  status: z.enum(['approved', 'rejected']),
  /** null: the chain watcher decided (a confirmed or a reorganised-away transfer), not a person. */
  staffId: z.number().int().positive().nullable(),
  /** The reason of a rejection and the payment's hash (trimmed and cut to 1,000 characters where it runs). */
  note: z.string().max(100_000).nullable(),
  txHash: z.string().max(100_000).nullable(),
  /** Who the audit entry names (`deposit.approve`, …), written in the verdict's own transaction; null: not audited. */
  auditActor: staffActorSchema.nullable(),
  /** The staff member's Idempotency-Key: a retried verdict gets the first answer. */
  key: z.string().max(200).nullable(),
});
type VerdictRequest = z.output<typeof verdictInput>;

/** A deposit's or withdrawal's verdict, where the engine is (see the file's head). */
export const transactionVerdict = defineLeaderCommand({
  name: 'banking.transaction-verdict',
  input: verdictInput,
  async run(input, leader): Promise<Transaction> {
    const request = { ...input, note: cleanText(input.note), txHash: cleanText(input.txHash) };
    const { txId, type, status, note, txHash } = request;
    const scope = { userId: request.staffId ?? 0, key: request.key ?? undefined, request: { verdict: txId, type, status, note, txHash } };
    await leader.whenReady();
    const answer = await leader.idempotent(scope, async (remember) => ({ statusCode: 200, body: await decide(leader, request, remember) }));
    return storedVerdict(answer.body);
  },
});

const ask = (host: EngineHost, request: VerdictRequest) => host.run(transactionVerdict, request);

export function approveDeposit(
  host: EngineHost,
  txId: number,
  staffId: number,
  auditActor: StaffActor | null = null,
  key: string | null = null,
) {
  return ask(host, { txId, type: 'deposit', status: 'approved', staffId, note: null, txHash: null, auditActor, key });
}

export function rejectDeposit(
  host: EngineHost,
  txId: number,
  staffId: number,
  reason: string,
  auditActor: StaffActor | null = null,
  key: string | null = null,
) {
  return ask(host, { txId, type: 'deposit', status: 'rejected', staffId, note: reason, txHash: null, auditActor, key });
}

export function approveWithdrawal(
  host: EngineHost,
  txId: number,
  staffId: number,
  txHash: string,
  auditActor: StaffActor | null = null,
  key: string | null = null,
) {
  return ask(host, { txId, type: 'withdrawal', status: 'approved', staffId, note: null, txHash, auditActor, key });
}

export function rejectWithdrawal(
  host: EngineHost,
  txId: number,
  staffId: number,
  reason: string,
  auditActor: StaffActor | null = null,
  key: string | null = null,
) {
  return ask(host, { txId, type: 'withdrawal', status: 'rejected', staffId, note: reason, txHash: null, auditActor, key });
}

/** The chain watcher's verdict on a deposit it follows: credited once confirmed (the engine applies `tx:{id}:verdict` once). */
export function creditChainDeposit(host: EngineHost, txId: number) {
  return ask(host, { txId, type: 'deposit', status: 'approved', staffId: null, note: null, txHash: null, auditActor: null, key: null });
}

/** A followed deposit whose transfer a reorganisation removed before its confirmations: refused, nothing moves. */
export function dropChainDeposit(host: EngineHost, txId: number, reason: string) {
  return ask(host, { txId, type: 'deposit', status: 'rejected', staffId: null, note: reason, txHash: null, auditActor: null, key: null });
}

const snapshot = (row: Transaction) => ({
  type: row.type,
  user_id: row.userId,
  amount: fromCents(row.amountCents),
  status: row.status,
  tx_hash: row.txHash,
  review_note: row.reviewNote,
});

/** A kept answer; one kept before repositories spoke camelCase is the stored row itself. */
function storedVerdict(body: unknown): Transaction {
  return typeof body === 'object' && body !== null && 'user_id' in body
    ? transactionFromRow(body as Selectable<TransactionsTable>)
    : (body as Transaction);
}

type Remember = ((trx: Db, answer: Answer) => Promise<void>) | undefined;

async function decide(leader: LeaderSide, request: VerdictRequest, remember: Remember): Promise<Transaction> {
  const { ctx } = leader;
  const { txId } = request;
  const opId = `tx:${txId}:verdict`;
  // The one read of the request row: its type, owner, amount and status decide the rest.
  const before = await findTransaction(ctx.db, txId);
  if (!before || (request.type !== null && before.type !== request.type))
    throw AppError.notFound(
      request.type === null ? 'Transaction not found.' : request.type === 'deposit' ? 'Deposit not found.' : 'Withdrawal not found.',
    );
  const { type } = before;
  if (type === 'withdrawal' && request.status === 'approved' && !request.txHash)
    throw AppError.validation({ tx_hash: ['Enter the transaction hash of the payment.'] });
  if (before.status !== 'pending' || leader.engine().isApplied(opId))
    throw new AppError('ALREADY_REVIEWED', 409, `This ${type} was already ${before.status === 'pending' ? 'reviewed' : before.status}.`);
  // A withdrawal the hot wallet has signed carries its hash while pending: only that payout settles it.
  if (type === 'withdrawal' && before.txHash !== null && (request.status === 'rejected' || request.txHash !== before.txHash))
    throw new AppError('CONFLICT', 409, PAYOUT_MESSAGES.onChain);
  if (type === 'withdrawal' && request.status === 'approved') {
    const owner = await findUserById(ctx.db, before.userId);
    if (owner?.accountType === 'live' && !(await hasApprovedKyc(ctx.db, before.userId)))
      throw new AppError('KYC_NOT_APPROVED', 409, 'The trader’s identity (KYC) is not approved yet.');
  }
  const userId = before.userId;
  // The account the request named; older requests (before accounts had ids) are the trader's default account's.
  const accountId = before.accountId ?? (await defaultAccountIdOf(ctx.db, userId));
  const now = ctx.clock.now();
  let settled: Transaction | undefined;
  const settle = async (trx: Db) => {
    settled = await settleTransaction(trx, txId, type, { ...request, now });
    if (!settled) throw new AppError('ALREADY_REVIEWED', 409, `This ${type} was already reviewed.`);
    if (remember) await remember(trx, { statusCode: 200, body: settled });
    if (request.auditActor)
      await recordAudit(
        trx,
        request.auditActor,
        {
          action: `${type}.${request.status === 'approved' ? 'approve' : 'reject'}`,
          targetType: 'transaction',
          targetId: txId,
          accountId,
          before: snapshot(before),
          after: snapshot(settled),
        },
        now,
      );
  };
  const about = { refType: 'transaction', refId: txId, ...(request.staffId !== null ? { createdBy: request.staffId } : {}) };
  const amountCents = before.amountCents;
  leader.engine().registerAccount(accountId, userId);
  if (type === 'deposit' && request.status === 'rejected') {
    // No money moves; the engine still claims the verdict id so a racing approval is refused.
    await leader.moveFunds({ opId, accountId, kind: 'claim', amountCents: 0 }, settle);
  } else if (type === 'deposit') {
    await leader.moveFunds({ opId, accountId, kind: 'deposit', amountCents, about }, settle);
    // Every approved deposit asks again: the reward is due once the person qualifies (referral-qualification.ts).
    await rewardReferrer(leader, userId, txId, now);
  } else {
    const kind = request.status === 'approved' ? 'payout' : 'release';
    await leader.moveFunds({ opId, accountId, kind, amountCents, about }, settle);
  }
  publishToAccount(ctx.bus, userId, 'transaction-updated', toTransaction(settled!, (await ctx.settings.get()).explorers));
  return settled!;
}

/** The referrer's reward once the referred person qualifies (referralRewardDue), applied once per person (`referral:{referred}`). */
async function rewardReferrer(leader: LeaderSide, referredId: number, depositId: number, now: number): Promise<void> {
  const { ctx } = leader;
  const { referralRewardCents, referralMinDepositCents } = await ctx.settings.get();
  const referred = await findUserById(ctx.db, referredId);
  const opId = `referral:${referredId}`;
  const facts = await loadReferralFacts(ctx.db, referredId, leader.engine().isApplied(opId));
  const verdict = referralRewardDue(facts, { rewardCents: referralRewardCents, minimumDepositCents: referralMinDepositCents });
  if (!verdict.due) return;
  const { referrerId } = verdict;
  const referrerAccountId = await defaultAccountIdOf(ctx.db, referrerId);
  leader.engine().registerAccount(referrerAccountId, referrerId);
  await leader.moveFunds(
    {
      opId,
      accountId: referrerAccountId,
      kind: 'referral_reward',
      amountCents: referralRewardCents,
      about: { refType: 'referred_user', refId: referredId, note: `Referral reward: ${referred!.email} qualified` },
    },
    (trx) => recordReferralReward(trx, { referrerId, referredId, depositId, rewardCents: referralRewardCents, now }),
  );
}

function cleanText(text: string | null | undefined): string | null {
  return text?.trim().slice(0, 1000) || null;
}
