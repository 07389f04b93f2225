import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEPOSIT_MESSAGES,
  MAX_RECEIPT_BYTES,
  WITHDRAWAL_MESSAGES,
  monthlyTotalsAnswerSchema,
  transactionCreatedSchema,
  transactionListSchema,
  transactionSchema,
  withdrawableSchema,
  type Transaction,
} from '@platform/shared/banking';
import { walletAddressesSchema } from '@platform/shared/settings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { activeAccount } from '../accounts/public.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency-key.ts';
import { failures } from '../../plugins/route-schemas.ts';
import { idParams } from '../../plugins/id-param.ts';
import { callerOf, createMoneyGate } from '../auth/public.ts';
import { keptAnswer } from '../../lib/idempotency/idempotency-replay.ts';
import { acceptUploads, readMultipart, type MultipartBody } from '../../uploads/read-multipart.ts';
import { isMultipartRequest } from '../../errors/multipart-request.ts';
import { createSubmissionLimiter } from '../../uploads/submission-limiter.ts';
import type { createBankingService } from './banking.service.ts';
import { withdrawalScope } from './withdrawal-request.ts';
import { refuseDemoDeposit, refuseDemoWithdrawal } from './live-only.ts';
import { monthlyTotals } from './transaction-queue.repository.ts';

export async function bankingRoutes(
  fastify: FastifyInstance,
  { ctx, banking }: { ctx: AppContext; banking: ReturnType<typeof createBankingService> },
) {
  await acceptUploads(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const signedIn = authenticate(ctx);
  const limitSubmissions = createSubmissionLimiter(ctx, 'banking');
  const gate = createMoneyGate(ctx);

  app.get('/banking/wallets', { preValidation: signedIn, schema: { response: { 200: walletAddressesSchema, ...failures } } }, async () =>
    banking.wallets(),
  );

  app.get(
    '/transactions/my',
    { preValidation: signedIn, schema: { response: { 200: transactionListSchema, ...failures } } },
    async (request) => banking.myTransactions(currentUser(request).id),
  );

  app.get(
    '/transactions/totals',
    { preValidation: signedIn, schema: { response: { 200: monthlyTotalsAnswerSchema, ...failures } } },
    async (request) => ({ totals: await monthlyTotals(ctx.db, ctx.dialect, currentUser(request).id) }),
  );

  app.get(
    '/transactions/withdrawable',
    { preValidation: signedIn, schema: { response: { 200: withdrawableSchema, ...failures } } },
    async (request) => banking.withdrawable(currentUser(request).id, (await activeAccount(ctx, request)).id),
  );

  // The trader takes back a pending withdrawal of theirs (issue 33): the hold is released through the engine, once.
  app.post(
    '/transactions/:id/cancel',
    {
      preValidation: signedIn,
      schema: {
        params: idParams,
        response: { 200: z.object({ status: z.literal('success'), message: z.string(), transaction: transactionSchema }), ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: WITHDRAWAL_MESSAGES.cancelled,
      transaction: await banking.cancelMyWithdrawal(currentUser(request).id, request.params.id),
    }),
  );

  // A deposit arrives as multipart (with its receipt), a withdrawal as JSON: no body schema, the
  // service parses the fields of either with the shared deposit and withdrawal schemas.
  app.post(
    '/transactions/create',
    { preValidation: signedIn, schema: { response: { 200: transactionCreatedSchema, ...failures } } },
    async (request) => {
      const user = currentUser(request);
      await limitSubmissions(user.id);
      const body: { fields: Record<string, unknown>; files: MultipartBody['files'] } = isMultipartRequest(request)
        ? await readMultipart(request, MAX_RECEIPT_BYTES)
        : { fields: (request.body ?? {}) as Record<string, unknown>, files: {} };
      const type = body.fields.type;
      if (type === 'deposit') {
        const account = await activeAccount(ctx, request);
        refuseDemoDeposit(account);
        await gate.beforeDeposit(user);
        const transaction = await banking.createDeposit(user, account, body.fields, body.files.receipt, idempotencyKeyOf(request));
        return { status: 'success' as const, message: DEPOSIT_MESSAGES.submitted, transaction };
      }
      if (type === 'withdrawal') {
        // A retry of a request that went through gets its answer first: its two-factor code is spent.
        const account = await activeAccount(ctx, request);
        const kept = await keptAnswer(ctx.db, withdrawalScope(user.id, account.id, idempotencyKeyOf(request), body.fields));
        if (kept) return { status: 'success' as const, message: WITHDRAWAL_MESSAGES.submitted, transaction: kept.body as Transaction };
        // A demo account is refused before the two-factor code is spent.
        refuseDemoWithdrawal(user, account);
        await gate.beforeWithdrawal(user, body.fields.two_factor_code, callerOf(request));
        const transaction = await banking.createWithdrawal(user, account, body.fields, idempotencyKeyOf(request));
        return { status: 'success' as const, message: WITHDRAWAL_MESSAGES.submitted, transaction };
      }
      throw AppError.validation({ type: ['Choose deposit or withdrawal.'] });
    },
  );
}
