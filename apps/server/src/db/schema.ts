import type {
  UsersTable,
  SessionsTable,
  RecoveryCodesTable,
  SignInAttemptsTable,
  OneTimeTokensTable,
} from '../modules/auth/auth.tables.ts';
import type { MailOutboxTable } from '../modules/mail/mail.tables.ts';
import type { AccountsTable, AppliedBalanceOpsTable, LedgerEntriesTable } from '../engine-host/storage/ledger.tables.ts';
import type { SymbolsTable, FavouritesTable, CandlesTable } from '../modules/market/market.tables.ts';
import type { SettingsTable } from '../modules/settings/settings.tables.ts';
import type { UploadsTable } from '../uploads/uploads.tables.ts';
import type { KycSubmissionsTable } from '../modules/kyc/kyc.tables.ts';
import type { TransactionsTable } from '../modules/banking/banking.tables.ts';
import type { ReferralRewardsTable } from '../modules/referral/referral.tables.ts';
import type { SupportTicketsTable, TicketRepliesTable } from '../modules/support/support.tables.ts';
import type { AuditLogTable } from '../modules/audit/audit.tables.ts';
import type { PriceAlertsTable, NotificationsTable } from '../modules/alerts/alerts.tables.ts';
import type { ChartLayoutsTable, ChartDrawingsTable } from '../modules/chart/chart.tables.ts';
import type { OrdersTable } from '../engine-host/storage/orders.tables.ts';
import type { IdempotencyKeysTable } from '../lib/idempotency/idempotency.tables.ts';
import type { SwapRolloversTable } from '../engine-host/rollover/rollover.tables.ts';

/** The whole database as Kysely sees it; each module declares its own tables. */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  ledger_entries: LedgerEntriesTable;
  applied_balance_ops: AppliedBalanceOpsTable;
  symbols: SymbolsTable;
  favourites: FavouritesTable;
  candles: CandlesTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  kyc_submissions: KycSubmissionsTable;
  transactions: TransactionsTable;
  referral_rewards: ReferralRewardsTable;
  support_tickets: SupportTicketsTable;
  ticket_replies: TicketRepliesTable;
  audit_log: AuditLogTable;
  orders: OrdersTable;
  idempotency_keys: IdempotencyKeysTable;
  swap_rollovers: SwapRolloversTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_attempts: SignInAttemptsTable;
  one_time_tokens: OneTimeTokensTable;
  mail_outbox: MailOutboxTable;
  price_alerts: PriceAlertsTable;
  notifications: NotificationsTable;
  chart_layouts: ChartLayoutsTable;
  chart_drawings: ChartDrawingsTable;
}
