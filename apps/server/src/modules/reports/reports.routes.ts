import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Readable } from 'node:stream';
import { fromCents } from '@platform/shared/money';
import {
  accountsSummaryQuerySchema,
  accountsSummarySchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  performanceQuerySchema,
  performanceSchema,
  periodRange,
  statementQuerySchema,
  statementSchema,
  tradeHistoryQuerySchema,
  tradePageSchema,
  type Statement,
} from '@platform/shared/reports';
import type { AppContext } from '../../app-context.ts';
import type { EngineHost } from '../../engine-host/engine-host.ts';
import { authenticate, currentUser } from '../../plugins/authenticate.ts';
import { activeAccount, activeAccountRef, listAccountsOf } from '../accounts/public.ts';
import { accountsSummary } from './accounts-summary.service.ts';
import type { AccountRef } from '../accounts/public.ts';
import { downloadSchema, failures } from '../../plugins/route-schemas.ts';
import { AppError } from '../../errors/app-error.ts';
import { toIso } from '../../db/now.ts';
import { countEntries, eachEntry, listEntries } from './ledger-report.repository.ts';
import { ledgerEntryView } from './ledger-entry.view.ts';
import { readSnapshot } from './read-snapshot.ts';
import { statementFigures, statementPage } from './statement.service.ts';
import { ledgerCsv, statementCsv } from './statement-csv.ts';
import { eachOrder } from './each-order.ts';
import { statementPdf } from './statement-pdf.ts';
import { readStatement } from './statement-document.ts';
import { performanceReport } from './performance.service.ts';
import { tradeHistoryCsv } from './trade-history-csv.ts';
import { getAccount, getOrders } from '../trading/public.ts';

/** [from, to) of a query; an end before the start is the trader's mistake, said on the `to` field. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }, nowMs: number) {
  const range = periodRange(query, nowMs);
  if (range.toMs <= range.fromMs) throw AppError.validation({ to: ['The end date must be after the start date.'] });
  return range;
}

function download(reply: FastifyReply, body: Readable, type: string, filename: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

const fileDay = (ms: number) => toIso(ms).slice(0, 10);

/** Statement, performance and the paged history of the signed-in trader: every figure from the ledger and orders. */
/** A report as JSON, or as the CSV or PDF file its `format` asks for. */
const reportOrFile = <S extends z.ZodType>(schema: S) => ({ 200: z.union([schema, downloadSchema]), ...failures });

export async function reportsRoutes(fastify: FastifyInstance, { ctx, engineHost }: { ctx: AppContext; engineHost: EngineHost }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preValidation', authenticate(ctx));
  const now = () => ctx.clock.now();

  app.get(
    '/reports/statement',
    { schema: { querystring: statementQuerySchema, response: reportOrFile(statementSchema) } },
    async (request, reply) => {
      const { query } = request;
      const { accountId, userId } = await activeAccountRef(ctx, request);
      const filter = { accountId, ...periodOf(query, now()) };
      const name = `statement-${fileDay(filter.fromMs)}-${fileDay(filter.toMs - 1)}`;
      if (query.format === 'csv') {
        const figures = await readSnapshot(ctx, (db) => statementFigures(db, filter));
        return download(reply, statementCsv(figures, eachEntry(ctx.db, filter)), 'text/csv; charset=utf-8', `${name}.csv`);
      }
      if (query.format === 'pdf') {
        const { type } = await activeAccount(ctx, request);
        const statement = await readStatement(ctx, engineHost, { userId, accountId, accountType: type }, filter, query.tz ?? 'UTC');
        return download(reply, statementPdf(statement), 'application/pdf', `${name}.pdf`);
      }
      const [snapshot, entries] = await readSnapshot(ctx, async (db) =>
        Promise.all([statementFigures(db, filter), statementPage(db, filter, query.page, query.page_size)]),
      );
      const statement: Statement = {
        from: toIso(snapshot.fromMs),
        to: toIso(snapshot.toMs),
        currency: 'USD',
        opening_balance: fromCents(snapshot.openingCents),
        closing_balance: fromCents(snapshot.closingCents),
        totals: Object.fromEntries(
          Object.entries(snapshot.totalsCents).map(([line, cents]) => [line, fromCents(cents)]),
        ) as Statement['totals'],
        entries: entries.map(ledgerEntryView),
        total_entries: snapshot.entryCount,
        page: query.page,
        page_size: query.page_size,
      };
      return statement;
    },
  );

  // Trader-wide: every account of the login, whatever account the call names (issue 29).
  app.get(
    '/reports/summary',
    { schema: { querystring: accountsSummaryQuerySchema, response: { 200: accountsSummarySchema, ...failures } } },
    async (request) => {
      const userId = currentUser(request).id;
      const accounts = await listAccountsOf(ctx.db, userId);
      return accountsSummary(ctx.db, accounts, periodOf(request.query, now()), (account) =>
        currentEquityCents({ accountId: account.id, userId }),
      );
    },
  );

  app.get(
    '/reports/performance',
    { schema: { querystring: performanceQuerySchema, response: { 200: performanceSchema, ...failures } } },
    async (request) => {
      const { query } = request;
      const account = await activeAccountRef(ctx, request);
      const period = periodOf(query, now());
      const equityNow = period.toMs > now() ? await currentEquityCents(account) : null;
      return performanceReport(ctx.db, ctx.dialect, { accountId: account.accountId, ...period, symbol: query.symbol }, equityNow);
    },
  );

  app.get(
    '/reports/trades',
    { schema: { querystring: tradeHistoryQuerySchema, response: reportOrFile(tradePageSchema) } },
    async (request, reply) => {
      const { query } = request;
      const account = await activeAccountRef(ctx, request);
      const period = periodOf(query, now());
      const listQuery = { ...period, ...(query.symbol ? { symbol: query.symbol } : {}), sort: query.sort, order: query.order };
      if (query.format === 'csv') {
        const name = `trades-${fileDay(period.fromMs)}-${fileDay(period.toMs - 1)}.csv`;
        return download(reply, tradeHistoryCsv(eachOrder(ctx.db, account.accountId, 'closed', listQuery)), 'text/csv; charset=utf-8', name);
      }
      const offset = (query.page - 1) * query.page_size;
      const answer = await engineHost.run(getOrders, {
        ...account,
        group: 'closed',
        query: { ...listQuery, offset, limit: query.page_size },
      });
      return { items: answer.orders, total: answer.total, page: query.page, page_size: query.page_size };
    },
  );

  app.get(
    '/reports/ledger',
    { schema: { querystring: ledgerQuerySchema, response: reportOrFile(ledgerPageSchema) } },
    async (request, reply) => {
      const { query } = request;
      const { accountId } = await activeAccountRef(ctx, request);
      const filter = { accountId, ...periodOf(query, now()), kind: query.kind };
      if (query.format === 'csv') {
        const name = `ledger-${fileDay(filter.fromMs)}-${fileDay(filter.toMs - 1)}.csv`;
        return download(reply, ledgerCsv(eachEntry(ctx.db, filter, query.order)), 'text/csv; charset=utf-8', name);
      }
      const offset = (query.page - 1) * query.page_size;
      const [rows, total] = await Promise.all([
        listEntries(ctx.db, filter, { offset, limit: query.page_size, order: query.order }),
        countEntries(ctx.db, filter),
      ]);
      return { items: rows.map(ledgerEntryView), total, page: query.page, page_size: query.page_size };
    },
  );

  async function currentEquityCents(ref: AccountRef): Promise<number | null> {
    try {
      const { account } = await engineHost.run(getAccount, ref);
      return Math.round(account.equity * 100);
    } catch {
      // The curve still draws from the ledger when the engine cannot be asked right now.
      return null;
    }
  }
}
