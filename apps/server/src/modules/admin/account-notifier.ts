import { fromCents } from '@platform/shared/money';
import type { AppContext } from '../../app-context.ts';
import type { Services } from '../../services.ts';
import { findAccount } from '../ledger/ledger.repository.ts';
import { publishToAccount } from '../../realtime/publish.ts';
import type { AccountNotifier } from './traders.service.ts';

/** After a back-office money move: the trader's open screens get 'account-updated' at once. */
export function createAccountNotifier(ctx: AppContext, _services: Services): AccountNotifier {
  return {
    async accountChanged(userId) {
      const account = await findAccount(ctx.db, userId);
      if (!account) return;
      publishToAccount(ctx.bus, userId, 'account-updated', {
        user_id: userId,
        balance: fromCents(account.balance_cents),
        credit: fromCents(account.credit_cents),
        reserved: fromCents(account.reserved_cents),
      });
    },
  };
}
