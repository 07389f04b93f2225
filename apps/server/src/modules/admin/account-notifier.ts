import type { AppContext } from '../../app-context.ts';
import { announceFundsChanged } from '../banking/funds-changed.ts';
import type { AccountNotifier } from './traders.service.ts';

/**
 * After a back-office money move outside the engine: the banking module's announcement tells the
 * trading engine to re-read the account and sends 'account-updated' to the trader's open screens.
 */
export function createAccountNotifier(ctx: AppContext): AccountNotifier {
  return { accountChanged: (userId) => announceFundsChanged(ctx, userId) };
}
