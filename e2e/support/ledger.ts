import { apiCall } from './api.ts';
import { adminToken } from './staff.ts';

let staffToken: Promise<string> | null = null;

/** One admin per run, signed in with two-factor on, who funds the traders that need money. */
function fundingStaff(): Promise<string> {
  staffToken ??= adminToken('Fay Funding');
  return staffToken;
}

/**
 * Credits a trader's balance for a test that needs funds and is not about the deposit flow: a staff
 * balance adjustment through the back-office API, so the trading engine (the only owner of balances) applies it.
 */
export async function creditBalance(userId: number, amountCents: number, note = 'e2e funding'): Promise<void> {
  await apiCall(
    'POST',
    `/admin/traders/${userId}/adjust`,
    { amount: amountCents / 100, kind: 'adjustment', reason: note },
    await fundingStaff(),
  );
}
