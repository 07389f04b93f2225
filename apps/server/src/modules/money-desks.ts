import type { AppContext } from '../app-context.ts';
import { adjustmentDesk, ADJUSTMENT_DESK } from './traders/adjustment-desk.ts';
import { DEMO_CREDIT_DESK, demoCreditDesk } from './auth/demo-credit-desk.ts';
import { VERDICT_DESK, verdictDesk } from './banking/banking-review.service.ts';
import { WITHDRAWAL_DESK, withdrawalDesk } from './banking/withdrawal-desk.ts';
import type { FundsDesks } from './trading/funds-desks.ts';
import { TRANSFER_DESK, transferDesk } from './accounts/transfer-desk.ts';

/**
 * Every balance change outside trading, as a desk the engine's instance runs (each module adds its
 * line): the engine applies the money, the desk adds its rows in the same transaction.
 */
export function registerMoneyDesks(ctx: AppContext, desks: FundsDesks): void {
  desks.register(VERDICT_DESK, verdictDesk(ctx));
  desks.register(WITHDRAWAL_DESK, withdrawalDesk(ctx));
  desks.register(ADJUSTMENT_DESK, adjustmentDesk(ctx));
  desks.register(DEMO_CREDIT_DESK, demoCreditDesk());
  desks.register(TRANSFER_DESK, transferDesk(ctx));
}
