import { fromCents } from '@platform/shared/money';
import { accountNumberOf } from '@platform/shared/trading-accounts';
import { statementLines } from './statement-lines.ts';
import type { AccountsSummary, StatementLine } from '@platform/shared/reports';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/now.ts';
import type { Account } from '../../engine-host/engine-host.ts';
import { statementFigures } from './statement.service.ts';

interface FiguresCents {
  openingCents: number;
  closingCents: number;
  totalsCents: Record<StatementLine, number>;
  equityCents: number | null;
}

const TRADING: readonly StatementLine[] = ['realised_pnl', 'swaps', 'commissions'];

function view(figures: FiguresCents) {
  return {
    opening_balance: fromCents(figures.openingCents),
    closing_balance: fromCents(figures.closingCents),
    totals: Object.fromEntries(statementLines.map((line) => [line, fromCents(figures.totalsCents[line])])) as Record<StatementLine, number>,
    trading_result: fromCents(TRADING.reduce((sum, line) => sum + figures.totalsCents[line], 0)),
    equity: figures.equityCents === null ? null : fromCents(figures.equityCents),
  };
}

/** Adds the accounts' cents (an unknown equity makes the sum's unknown). */
function sumOf(rows: FiguresCents[]): FiguresCents {
  const totalsCents = Object.fromEntries(statementLines.map((line) => [line, 0])) as Record<StatementLine, number>;
  let openingCents = 0;
  let closingCents = 0;
  let equityCents: number | null = 0;
  for (const row of rows) {
    openingCents += row.openingCents;
    closingCents += row.closingCents;
    for (const line of statementLines) totalsCents[line] += row.totalsCents[line];
    equityCents = equityCents === null || row.equityCents === null ? null : equityCents + row.equityCents;
  }
  return { openingCents, closingCents, totalsCents, equityCents };
}

/**
 * Every open account's statement figures for [fromMs, toMs), summed per account type in integer
 * cents and converted once. `accounts` comes default first; `equityOf` asks the engine.
 */
export async function accountsSummary(
  db: Db,
  accounts: Account[],
  period: { fromMs: number; toMs: number },
  equityOf: (account: Account) => Promise<number | null>,
): Promise<AccountsSummary> {
  const rows = await Promise.all(
    accounts.map(async (account, index) => {
      const [figures, equityCents] = await Promise.all([statementFigures(db, { accountId: account.id, ...period }), equityOf(account)]);
      return { account, isDefault: index === 0, cents: { ...figures, equityCents } };
    }),
  );
  const ofType = (type: 'demo' | 'live') => rows.filter((row) => row.account.type === type).map((row) => row.cents);
  return {
    from: toIso(period.fromMs),
    to: toIso(period.toMs),
    currency: 'USD',
    accounts: rows.map(({ account, isDefault, cents }) => ({
      id: account.id,
      number: accountNumberOf(account.id),
      type: account.type,
      is_default: isDefault,
      ...view(cents),
    })),
    live: { accounts: ofType('live').length, ...view(sumOf(ofType('live'))) },
    demo: { accounts: ofType('demo').length, ...view(sumOf(ofType('demo'))) },
  };
}
