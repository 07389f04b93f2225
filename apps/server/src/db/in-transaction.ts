import type { Db } from './database.ts';

/**
 * Extra work a caller adds to a service's own transaction (the back office writes its audit entry
 * here): it sees the row before and after the change, and if it throws, the change rolls back too.
 */
export interface InTransaction<T> {
  withinTransaction?: (trx: Db, before: T, after: T) => Promise<void>;
}
