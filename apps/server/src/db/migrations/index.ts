import type { Migration } from 'kysely';
import * as usersAndSessions from './0001-users-and-sessions.ts';
import * as accountsAndLedger from './0002-accounts-and-ledger.ts';
import * as market from './0101-market.ts';
import * as trading from './0200-trading.ts';
import * as swapRollovers from './0201-swap-rollovers.ts';
import * as settings from './0300-settings.ts';
import * as uploads from './0301-uploads.ts';
import * as kycSubmissions from './0302-kyc-submissions.ts';
import * as transactions from './0303-transactions.ts';
import * as referralRewards from './0304-referral-rewards.ts';
import * as supportTickets from './0305-support-tickets.ts';
import * as auditLog from './0400-audit-log.ts';
import * as ticketStatusChangedBy from './0401-ticket-status-changed-by.ts';
import * as appliedBalanceOps from './0500-applied-balance-ops.ts';
import * as accountSecurity from './0520-account-security.ts';
import * as reportIndexes from './0530-report-indexes.ts';
import * as priceAlerts from './0540-price-alerts.ts';
import * as orderRiskTools from './0560-order-risk-tools.ts';
import * as orderStopOutDetails from './0561-order-stop-out-details.ts';
import * as orderOcoLink from './0562-order-oco-link.ts';
import * as userLanguage from './0590-user-language.ts';
import * as chartLayouts from './0620-chart-layouts.ts';
import * as transactionReviewStart from './0660-transaction-review-start.ts';
import * as stagedTakeProfitsStopLimits from './0670-staged-take-profits-stop-limits.ts';
import * as issue34MailCaps from './0700-issue34-mail-caps.ts';
import * as clientGroups from './0710-issue28-client-groups.ts';
import * as tradingAccounts from './0730-issue29-trading-accounts.ts';
import * as accountNewsAndPush from './0760-issue33-account-news-and-push.ts';
import * as chainCashier from './0770-issue32-chain-cashier.ts';
import * as hedging from './0790-hedging-issue-31.ts';
import * as dropUserKeyedIndexes from './0795-drop-user-keyed-indexes.ts';
import * as riskDesk from './0800-issue30-risk-desk.ts';
import * as hotWalletPayouts from './0810-issue32-hot-wallet-payouts.ts';
import * as tradingSessions from './0820-issue28-trading-sessions.ts';
import * as accountDefaultsAlertsAudit from './0830-issue29-account-defaults-alerts-audit.ts';
import * as hedgingReconciliation from './0850-hedging-reconciliation.ts';
import * as traderTicketReplies from './0880-issue33-trader-ticket-replies.ts';
import * as orderPositionId from './0881-issue33-order-position-id.ts';
import * as accountGroupsPerAccount from './0890-issue28-account-groups-per-account.ts';
import * as depositsPerAccount from './0900-issue29-deposits-per-account.ts';
import * as quoteSessionsAndTripleSwap from './0920-issue28-quote-sessions-and-triple-swap.ts';
import * as hedgingSession from './0930-hedging-session.ts';
import * as hedgingUncoveredAlerts from './0940-hedging-uncovered-alerts.ts';
import * as hedgingClientNets from './0941-hedging-client-nets.ts';
import * as payoutFeeRaise from './0960-issue32-payout-fee-raise.ts';
import * as swapMode from './0970-issue28-swap-mode.ts';
import * as payoutStepHashes from './0990-issue32-payout-step-hashes.ts';

/** Every migration, in order. A module adds its file here; names sort by their number. */
export const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': usersAndSessions,
  '0002-accounts-and-ledger': accountsAndLedger,
  '0101-market': market,
  '0200-trading': trading,
  '0201-swap-rollovers': swapRollovers,
  '0300-settings': settings,
  '0301-uploads': uploads,
  '0302-kyc-submissions': kycSubmissions,
  '0303-transactions': transactions,
  '0304-referral-rewards': referralRewards,
  '0305-support-tickets': supportTickets,
  '0400-audit-log': auditLog,
  '0401-ticket-status-changed-by': ticketStatusChangedBy,
  '0500-applied-balance-ops': appliedBalanceOps,
  '0520-account-security': accountSecurity,
  '0530-report-indexes': reportIndexes,
  '0540-price-alerts': priceAlerts,
  '0560-order-risk-tools': orderRiskTools,
  '0561-order-stop-out-details': orderStopOutDetails,
  '0562-order-oco-link': orderOcoLink,
  '0590-user-language': userLanguage,
  '0620-chart-layouts': chartLayouts,
  '0660-transaction-review-start': transactionReviewStart,
  '0670-staged-take-profits-stop-limits': stagedTakeProfitsStopLimits,
  '0700-issue34-mail-caps': issue34MailCaps,
  '0710-issue28-client-groups': clientGroups,
  '0730-issue29-trading-accounts': tradingAccounts,
  '0760-issue33-account-news-and-push': accountNewsAndPush,
  '0770-issue32-chain-cashier': chainCashier,
  '0790-hedging-issue-31': hedging,
  '0795-drop-user-keyed-indexes': dropUserKeyedIndexes,
  '0800-issue30-risk-desk': riskDesk,
  '0810-issue32-hot-wallet-payouts': hotWalletPayouts,
  '0820-issue28-trading-sessions': tradingSessions,
  '0830-issue29-account-defaults-alerts-audit': accountDefaultsAlertsAudit,
  '0850-hedging-reconciliation': hedgingReconciliation,
  '0880-issue33-trader-ticket-replies': traderTicketReplies,
  '0881-issue33-order-position-id': orderPositionId,
  '0890-issue28-account-groups-per-account': accountGroupsPerAccount,
  '0900-issue29-deposits-per-account': depositsPerAccount,
  '0920-issue28-quote-sessions-and-triple-swap': quoteSessionsAndTripleSwap,
  '0930-hedging-session': hedgingSession,
  '0940-hedging-uncovered-alerts': hedgingUncoveredAlerts,
  '0941-hedging-client-nets': hedgingClientNets,
  '0960-issue32-payout-fee-raise': payoutFeeRaise,
  '0970-issue28-swap-mode': swapMode,
  '0990-issue32-payout-step-hashes': payoutStepHashes,
};
