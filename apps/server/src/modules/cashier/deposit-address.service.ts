import QRCode from 'qrcode';
import type { DepositAddress } from '@platform/shared/cashier';
import { coinsOnNetworks } from '@platform/shared/crypto-networks';
import type { Chain } from '@platform/shared/settings';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { CASHIER_MESSAGES } from '@platform/shared/cashier';
import { deriveEvmAddress } from './evm-derivation.ts';
import { findDepositAddress, saveDepositAddress } from './deposit-address.repository.ts';

/** The networks the platform follows itself (a node and an xpub configured). */
export const watchedChains = (ctx: AppContext): Chain[] => ctx.config.cashier.networks.map((network) => network.chain);

/**
 * The account's own deposit address on a watched network, derived on its first request at the
 * account's index and stored (so the watcher knows it), with its QR code.
 */
export async function depositAddressOf(ctx: AppContext, accountId: number, chain: Chain): Promise<DepositAddress> {
  const network = ctx.config.cashier.networks.find((candidate) => candidate.chain === chain);
  if (!network)
    throw new AppError('VALIDATION_ERROR', 422, CASHIER_MESSAGES.notWatched, undefined, { chain: [CASHIER_MESSAGES.notWatched] });
  let stored = await findDepositAddress(ctx.db, accountId, chain);
  if (!stored) {
    const address = deriveEvmAddress(network.xpub, accountId);
    await saveDepositAddress(ctx.db, { accountId, chain, address, index: accountId, now: ctx.clock.now() });
    stored = (await findDepositAddress(ctx.db, accountId, chain))!;
  }
  return {
    chain,
    address: stored.address,
    qr_code: await QRCode.toDataURL(stored.address, { margin: 1, width: 200 }),
    confirmations_required: network.confirmations,
    coins: coinsOnNetworks.filter((row) => row.network === chain).map((row) => row.coin),
  };
}
