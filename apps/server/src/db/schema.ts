import type {
  UsersTable,
  SessionsTable,
  RecoveryCodesTable,
  SignInAttemptsTable,
  OneTimeTokensTable,
} from '../modules/auth/auth.tables.ts';
import type { MailOutboxTable } from '../modules/mail/mail.tables.ts';
import type { AccountsTable, AppliedBalanceOpsTable, LedgerEntriesTable } from '../engine-host/storage/ledger.tables.ts';
import type {
  SymbolsTable,
  FavouritesTable,
  CandlesTable,
  TradingCalendarTable,
  TradingHolidaysTable,
  TradingSessionsTable,
  TradingTripleSwapDaysTable,
} from '../modules/market/market.tables.ts';
import type { SettingsTable } from '../modules/settings/settings.tables.ts';
import type { UploadsTable } from '../uploads/uploads.tables.ts';
import type { KycSubmissionsTable } from '../modules/kyc/kyc.tables.ts';
import type { TransactionsTable } from '../modules/banking/banking.tables.ts';
import type { ReferralRewardsTable } from '../modules/referral/referral.tables.ts';
import type { SupportTicketsTable, TicketRepliesTable } from '../modules/support/support.tables.ts';
import type { AuditLogTable } from '../modules/audit/audit.tables.ts';
import type { PriceAlertsTable } from '../modules/alerts/alerts.tables.ts';
import type { NotificationsTable, PushSubscriptionsTable, PushVapidKeysTable } from '../modules/notifications/notifications.tables.ts';
import type { ChartLayoutsTable, ChartDrawingsTable } from '../modules/chart/chart.tables.ts';
import type { AccountGroupsTable, ClientGroupsTable, GroupConditionRulesTable } from '../modules/groups/groups.tables.ts';
import type {
  HedgeClientFillsTable,
  HedgeClientNetsTable,
  HedgeExecutionsTable,
  HedgeOrdersTable,
  HedgePositionsTable,
  HedgeReconciliationsTable,
  HedgeRulesTable,
  HedgeSessionTable,
  HedgeUncoveredEventsTable,
  HedgeUncoveredLimitsTable,
} from '../modules/hedging/hedging.tables.ts';
import type { RiskLimitEventsTable, RiskLimitsTable, RiskSwitchesTable } from '../modules/risk/risk.tables.ts';
import type { OrdersTable } from '../engine-host/storage/orders.tables.ts';
import type { IdempotencyKeysTable } from '../lib/idempotency/idempotency.tables.ts';
import type { SwapRolloversTable } from '../engine-host/rollover/rollover.tables.ts';
import type {
  ChainCursorsTable,
  ChainTransfersTable,
  DepositAddressesTable,
  HotWalletNoncesTable,
  PayoutApprovalsTable,
  PayoutsTable,
} from '../modules/cashier/cashier.tables.ts';

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
  trading_sessions: TradingSessionsTable;
  trading_holidays: TradingHolidaysTable;
  trading_calendar: TradingCalendarTable;
  trading_triple_swap_days: TradingTripleSwapDaysTable;
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
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  chart_layouts: ChartLayoutsTable;
  chart_drawings: ChartDrawingsTable;
  client_groups: ClientGroupsTable;
  group_condition_rules: GroupConditionRulesTable;
  account_groups: AccountGroupsTable;
  hedge_rules: HedgeRulesTable;
  hedge_client_fills: HedgeClientFillsTable;
  hedge_client_nets: HedgeClientNetsTable;
  hedge_orders: HedgeOrdersTable;
  hedge_executions: HedgeExecutionsTable;
  hedge_positions: HedgePositionsTable;
  hedge_reconciliations: HedgeReconciliationsTable;
  hedge_session: HedgeSessionTable;
  hedge_uncovered_limits: HedgeUncoveredLimitsTable;
  hedge_uncovered_events: HedgeUncoveredEventsTable;
  deposit_addresses: DepositAddressesTable;
  chain_transfers: ChainTransfersTable;
  chain_cursors: ChainCursorsTable;
  payout_approvals: PayoutApprovalsTable;
  payouts: PayoutsTable;
  hot_wallet_nonces: HotWalletNoncesTable;
  risk_limits: RiskLimitsTable;
  risk_limit_events: RiskLimitEventsTable;
  risk_switches: RiskSwitchesTable;
}
