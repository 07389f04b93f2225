import type { Migration } from 'kysely';
import * as usersAndSessions from './0001-users-and-sessions.ts';
import * as accountsAndLedger from './0002-accounts-and-ledger.ts';
import * as settings from './0300-settings.ts';
import * as auditLog from './0400-audit-log.ts';

/** Every migration, in order. A module adds its file here; names sort by their number. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': usersAndSessions,
  '0002-accounts-and-ledger': accountsAndLedger,
  '0300-settings': settings,
  '0400-audit-log': auditLog,
};
