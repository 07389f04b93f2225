import { z } from 'zod';
import { base58CheckEncode } from '@platform/shared/address-codecs';
import { hexToBytes } from 'viem';
import type { SeenTransfer, WatchedToken } from './chain-transfer.ts';

/** TRON addresses in an event come as base58 ('T…'), or hex with the 0x41 byte or without it ('0x' and 20 bytes). */
export function tronAddress(text: string): string | null {
  if (text.startsWith('T')) return text;
  const hex = text.startsWith('0x') ? `41${text.slice(2)}` : text;
  if (!/^41[0-9a-fA-F]{40}$/.test(hex)) return null;
  return base58CheckEncode(hexToBytes(`0x${hex}`));
}

const eventSchema = z.object({
  transaction_id: z.string().regex(/^[0-9a-fA-F]{64}$/),
  block_number: z.number().int().nonnegative(),
  event_index: z.number().int().nonnegative(),
  event_name: z.string(),
  contract_address: z.string(),
  result: z.record(z.string(), z.string()),
});

/** A page of TronGrid's `GET /v1/contracts/{contract}/events` answer; `meta.fingerprint` names the next page. */
export const tronEventPageSchema = z.object({
  success: z.boolean(),
  data: z.array(z.unknown()),
  meta: z.object({ fingerprint: z.string().optional() }).optional(),
});
export type TronEventPage = z.infer<typeof tronEventPageSchema>;

/** A TRC-20 transfer as the events tell it: everything but its block's hash (the events carry none). */
export type TronTransfer = Omit<SeenTransfer, 'blockHash'>;

/**
 * The TRC-20 `Transfer` events of a TronGrid events page that pay a watched address (base58) in a
 * watched token: a record of another shape, event or contract, or of a zero value, is passed over.
 */
export function tronTransfersOf(page: TronEventPage, tokens: readonly WatchedToken[], watched: ReadonlySet<string>): TronTransfer[] {
  const byContract = new Map(tokens.map((token) => [token.contract.toLowerCase(), token]));
  const transfers: TronTransfer[] = [];
  for (const raw of page.data) {
    const parsed = eventSchema.safeParse(raw);
    if (!parsed.success || parsed.data.event_name !== 'Transfer') continue;
    const event = parsed.data;
    const token = byContract.get((tronAddress(event.contract_address) ?? '').toLowerCase());
    const to = tronAddress(event.result.to ?? event.result['1'] ?? '');
    const value = event.result.value ?? event.result['2'] ?? '';
    if (!token || !to || !watched.has(to) || !/^\d+$/.test(value) || BigInt(value) === 0n) continue;
    transfers.push({
      chain: 'TRC20',
      txHash: event.transaction_id.toLowerCase(),
      logIndex: event.event_index,
      coin: token.coin,
      to,
      units: BigInt(value),
      blockNumber: event.block_number,
    });
  }
  return transfers;
}
