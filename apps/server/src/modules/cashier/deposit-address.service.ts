import QRCode from 'qrcode';
import type { DepositAddress } from '@platform/shared/cashier';
import type { Chain } from '@platform/shared/settings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { CASHIER_MESSAGES } from '@platform/shared/cashier';
import type { Account } from '../../engine-host/engine-host.ts';
import { refuseDemoDeposit } from '../banking/public.ts';
import { deriveDepositAddress } from './address-derivation.ts';
import { watchedCoins } from './chain-transfer.ts';
import { findDepositAddress, saveDepositAddress } from './deposit-address.repository.ts';

/** The networks the platform follows itself (a node and an xpub configured). */
export const watchedChains = (ctx: AppContext): Chain[] => ctx.config.cashier.networks.map((network) => network.chain);

/**
 * Where an account's address sits on the receive branch: above every index a login's address used
 * before addresses were per account (those were derived at the user id and are kept, migration 0900),
 * so an account's and an older login's address never meet. Below 2^31: an xpub derives no hardened child.
 */
export const ACCOUNT_INDEX_BASE = 1_000_000_000;
export const accountDerivationIndex = (accountId: number) => ACCOUNT_INDEX_BASE + accountId;

/**
 * A live account's own deposit address on a watched network, derived on its first request at the
 * account's index and stored (so the watcher credits that account), with its QR code. A demo
 * account gets none (403): nothing is derived or stored for it.
 */
export async function depositAddressOf(ctx: AppContext, account: Account, chain: Chain): Promise<DepositAddress> {
  refuseDemoDeposit(account);
  const network = ctx.config.cashier.networks.find((candidate) => candidate.chain === chain);
  if (!network)
    throw new AppError('VALIDATION_ERROR', 422, CASHIER_MESSAGES.notWatched, undefined, { chain: [CASHIER_MESSAGES.notWatched] });
  let stored = await findDepositAddress(ctx.db, account.id, chain);
  if (!stored) {
    const index = accountDerivationIndex(account.id);
    const address = deriveDepositAddress(chain, network.xpub, index);
    await saveDepositAddress(ctx.db, { accountId: account.id, userId: account.userId, chain, address, index, now: ctx.clock.now() });
    stored = (await findDepositAddress(ctx.db, account.id, chain))!;
  }
  return {
    chain,
    address: stored.address,
    qr_code: await QRCode.toDataURL(stored.address, { margin: 1, width: 200 }),
    confirmations_required: network.confirmations,
    coins: watchedCoins(chain, network.tokens),
  };
}
