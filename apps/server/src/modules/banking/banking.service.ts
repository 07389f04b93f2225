import type { Account } from '../../engine-host/engine-host.ts';
import {
  DEPOSIT_MESSAGES,
  MAX_RECEIPT_BYTES,
  depositRequestSchema,
  withdrawalRequestSchema,
  type Transaction,
  type WalletAddresses,
} from '@platform/shared/banking';
import { createHash } from 'node:crypto';
import { toCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { validate } from '../../errors/validate.ts';
import type { AuthUser } from '../../plugins/authenticate.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import { createFileStore, type StagedUpload } from '../../uploads/file-store.ts';
import type { ReceivedFile } from '../../uploads/read-multipart.ts';
import { IMAGE_OR_PDF_TYPES } from '../../uploads/sniff-content-type.ts';
import { insertTransaction, listUserTransactions } from './banking.repository.ts';
import type { Db } from '../../db/database.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { createIdempotency, type Answer } from '../../lib/idempotency/idempotency.ts';
import { requestWithdrawal } from './withdrawal-request.ts';
import { cancelWithdrawal, getWithdrawable } from './withdrawal-cancel.ts';
import { toTransaction } from './transaction.view.ts';
import { refuseDemoDeposit, refuseDemoWithdrawal } from './live-only.ts';

export function createBankingService(ctx: AppContext, engineHost: EngineHost) {
  const files = createFileStore(ctx);
  const settings = ctx.settings;
  const idempotent = createIdempotency(ctx.db, () => ctx.clock.now());

  async function wallets(): Promise<WalletAddresses> {
    return { ...(await settings.get()).walletAddresses };
  }

  async function myTransactions(userId: number): Promise<Transaction[]> {
    const { explorers } = await settings.get();
    return (await listUserTransactions(ctx.db, userId)).map((row) => toTransaction(row, explorers));
  }

  /** A pending deposit to the broker's configured address for the chain, with its checked receipt. */
  async function createDeposit(
    user: AuthUser,
    account: Account,
    fields: unknown,
    receipt: ReceivedFile | undefined,
    key: string | null = null,
  ): Promise<Transaction> {
    refuseDemoDeposit(account);
    // One request per Idempotency-Key: a retried submission (same fields, same receipt) gets the first answer.
    const receiptHash = receipt ? createHash('sha256').update(receipt.bytes).digest('hex') : null;
    const request = { fields, receiptHash, account: account.id };
    const answer = await idempotent({ userId: user.id, key: key ?? undefined, request }, async (remember) => ({
      statusCode: 200,
      body: await recordDeposit(user, account, fields, receipt, remember),
    }));
    return answer.body as Transaction;
  }

  async function recordDeposit(
    user: AuthUser,
    account: Account,
    fields: unknown,
    receipt: ReceivedFile | undefined,
    remember: ((trx: Db, answer: Answer) => Promise<void>) | undefined,
  ): Promise<Transaction> {
    const request = validate(depositRequestSchema, fields);
    const { walletAddresses, explorers } = await settings.get();
    const address = walletAddresses[request.chain];
    if (!address) throw AppError.validation({ chain: [DEPOSIT_MESSAGES.noAddress] });
    if (!receipt?.bytes.length) throw AppError.validation({ receipt: [DEPOSIT_MESSAGES.receipt] });
    if (receipt.tooLarge || receipt.bytes.length > MAX_RECEIPT_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', 413, DEPOSIT_MESSAGES.receiptTooLarge, undefined, {
        receipt: [DEPOSIT_MESSAGES.receiptTooLarge],
      });
    }
    const invalid = new AppError('INVALID_FILE', 422, DEPOSIT_MESSAGES.receiptType, undefined, { receipt: [DEPOSIT_MESSAGES.receiptType] });
    const staged: StagedUpload[] = [];
    try {
      staged.push(await files.stage(receipt, { ownerId: user.id, purpose: 'deposit_receipt', allowed: IMAGE_OR_PDF_TYPES, invalid }));
      const now = ctx.clock.now();
      const row = await ctx.db.transaction().execute(async (trx) => {
        await files.record(trx, staged[0]!, now);
        const inserted = await insertTransaction(trx, {
          userId: user.id,
          accountId: account.id,
          type: 'deposit',
          currency: request.currency,
          amountCents: toCents(request.amount),
          chain: request.chain,
          address,
          method: 'crypto',
          status: 'pending',
          receiptUploadId: staged[0]!.id,
          createdAt: now,
        });
        if (remember) await remember(trx, { statusCode: 200, body: toTransaction(inserted, explorers) });
        return inserted;
      });
      const view = toTransaction(row, explorers);
      publishToAccount(ctx.bus, user.id, 'transaction-updated', view);
      return view;
    } catch (error) {
      await files.discard(staged);
      throw error;
    }
  }

  /**
   * A pending withdrawal whose amount the engine holds at once, so it can be neither withdrawn twice
   * nor used as margin. `key` is the Idempotency-Key (one hold per key), `raw` the body as sent.
   */
  async function createWithdrawal(user: AuthUser, account: Account, fields: unknown, key: string | null): Promise<Transaction> {
    refuseDemoWithdrawal(user, account);
    const request = validate(withdrawalRequestSchema, fields);
    return engineHost.run(requestWithdrawal, {
      userId: user.id,
      accountId: account.id,
      currency: request.currency,
      amountCents: toCents(request.amount),
      chain: request.chain,
      address: request.address,
      method: request.method,
      key,
      raw: fields,
    });
  }

  /** The trader takes back their pending withdrawal: the hold is released once, through the engine (withdrawal-cancel.ts). */
  async function cancelMyWithdrawal(userId: number, txId: number): Promise<Transaction> {
    const settled = await engineHost.run(cancelWithdrawal, { userId, txId });
    return toTransaction(settled, (await ctx.settings.get()).explorers);
  }

  /** What the account could withdraw now, as the engine holds it. */
  function withdrawable(userId: number, accountId: number) {
    return engineHost.run(getWithdrawable, { userId, accountId });
  }

  return { wallets, myTransactions, createDeposit, createWithdrawal, cancelMyWithdrawal, withdrawable };
}
export type BankingService = ReturnType<typeof createBankingService>;
