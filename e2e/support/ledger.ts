import path from 'node:path';
import Database from 'better-sqlite3';
import { inject } from 'vitest';

/**
 * Credits a trader's live balance for a test that needs funds while no staff review API is at
 * hand: the same two writes as the server's postLedgerEntry (one ledger entry, the cached
 * balance moved by the same amount, in one transaction), straight into the e2e server's SQLite
 * file. Call GET /api/account afterwards so the trading engine re-reads the balance.
 */
export function creditBalance(userId: number, amountCents: number, note = 'e2e funding'): number {
  const sqlite = new Database(path.join(inject('dataDir'), 'platform.sqlite'));
  sqlite.pragma('busy_timeout = 5000');
  try {
    return sqlite.transaction(() => {
      const now = Date.now();
      const account = sqlite
        .prepare('UPDATE accounts SET balance_cents = balance_cents + ?, updated_at = ? WHERE user_id = ? RETURNING balance_cents')
        .get(amountCents, now, userId) as { balance_cents: number } | undefined;
      if (!account) throw new Error(`no account for user ${userId}`);
      sqlite
        .prepare(
          `INSERT INTO ledger_entries (user_id, kind, amount_cents, balance_after_cents, ref_type, ref_id, note, created_by, created_at)
           VALUES (?, 'deposit', ?, ?, NULL, NULL, ?, NULL, ?)`,
        )
        .run(userId, amountCents, account.balance_cents, note, now);
      return account.balance_cents;
    })();
  } finally {
    sqlite.close();
  }
}
