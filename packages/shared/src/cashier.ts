import { z } from 'zod';
import { chainSchema } from './settings.ts';

/** `GET /api/cashier/deposit-address?chain=ERC20`: the account's own address on a network the platform watches. */
export const depositAddressQuerySchema = z.object({ chain: chainSchema });

export const depositAddressSchema = z.object({
  chain: chainSchema,
  address: z.string(),
  /** The address as a QR code: a PNG data URL made on the server (nothing remote). */
  qr_code: z.string(),
  /** Confirmations after which a transfer is credited. */
  confirmations_required: z.number().int(),
  /** The coins credited when sent to this address. */
  coins: z.array(z.string()),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** `GET /api/cashier/networks`: the networks whose deposits the platform follows itself (the rest stay manual). */
export const watchedNetworksSchema = z.object({ chains: z.array(chainSchema) });
export type WatchedNetworks = z.infer<typeof watchedNetworksSchema>;

export const CASHIER_MESSAGES = {
  notWatched: 'The platform does not watch this network; send to the broker’s address and upload your receipt.',
  reorganised: 'The transfer left the chain before its confirmations (a reorganisation). Nothing was credited.',
} as const;
