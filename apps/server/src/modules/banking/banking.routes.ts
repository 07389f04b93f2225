import type { FastifyInstance } from 'fastify';
import {
  DEPOSIT_MESSAGES,
  MAX_RECEIPT_BYTES,
  WITHDRAWAL_MESSAGES,
  type MonthlyTotals,
  type Transaction,
  type TransactionCreated,
  type WalletAddresses,
} from '@platform/shared/banking';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Services } from '../../services.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { createMoneyGate } from '../auth/money-gate.ts';
import { readMultipart, type MultipartBody } from '../../uploads/read-multipart.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import { createBankingService } from './banking.service.ts';
import { monthlyTotals } from './transaction-queue.repository.ts';

export async function bankingRoutes(app: FastifyInstance, { ctx, services }: { ctx: AppContext; services: Services }) {
  const banking = createBankingService(ctx, services.trading);
  const auth = { preHandler: authenticate(ctx) };
  const limitSubmissions = createSubmissionLimiter(ctx, 'banking');
  const gate = createMoneyGate(ctx);

  app.get('/banking/wallets', auth, async (): Promise<WalletAddresses> => banking.wallets());

  app.get('/transactions/my', auth, async (request): Promise<Transaction[]> => banking.myTransactions(currentUser(request).id));

  app.get('/transactions/totals', auth, async (request): Promise<{ totals: MonthlyTotals[] }> => ({
    totals: await monthlyTotals(ctx.db, ctx.dialect, currentUser(request).id),
  }));

  // A deposit arrives as multipart (with its receipt), a withdrawal as JSON.
  app.post('/transactions/create', auth, async (request): Promise<TransactionCreated> => {
    const user = currentUser(request);
    await limitSubmissions(user.id);
    const body: { fields: Record<string, unknown>; files: MultipartBody['files'] } = request.isMultipart()
      ? await readMultipart(request, MAX_RECEIPT_BYTES)
      : { fields: (request.body ?? {}) as Record<string, unknown>, files: {} };
    const type = body.fields.type;
    if (type === 'deposit') {
      await gate.beforeDeposit(user);
      const transaction = await banking.createDeposit(user, body.fields, body.files.receipt, idempotencyKeyOf(request));
      return { status: 'success', message: DEPOSIT_MESSAGES.submitted, transaction };
    }
    if (type === 'withdrawal') {
      await gate.beforeWithdrawal(user, body.fields.two_factor_code);
      const transaction = await banking.createWithdrawal(user, body.fields, idempotencyKeyOf(request));
      return { status: 'success', message: WITHDRAWAL_MESSAGES.submitted, transaction };
    }
    throw AppError.validation({ type: ['Choose deposit or withdrawal.'] });
  });
}
