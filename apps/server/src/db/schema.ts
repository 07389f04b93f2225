import type { Generated } from 'kysely';
import type { UsersTable, SessionsTable } from '../modules/auth/auth.tables.ts';
import type { AccountsTable, LedgerEntriesTable } from '../modules/ledger/ledger.tables.ts';
import type { SettingsTable } from '../modules/settings/settings.tables.ts';
import type { AuditLogTable } from '../modules/audit/audit.tables.ts';

/** The whole database as Kysely sees it; each module declares its own tables. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  ledger_entries: LedgerEntriesTable;
  settings: SettingsTable;
  audit_log: AuditLogTable;
}

export type Id = Generated<number>;
