import { z } from 'zod';
import type { SeenTransfer } from './chain-transfer.ts';

const outputSchema = z.object({
  value: z.number().nonnegative(),
  n: z.number().int().nonnegative(),
  scriptPubKey: z.object({ address: z.string().optional(), addresses: z.array(z.string()).optional() }),
});

/** bitcoind's `getblock <hash> 2` result: the block with each transaction decoded. */
export const bitcoinBlockSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  height: z.number().int().nonnegative(),
  tx: z.array(z.object({ txid: z.string().regex(/^[0-9a-f]{64}$/), vout: z.array(outputSchema) })),
});
export type BitcoinBlock = z.infer<typeof bitcoinBlockSchema>;

/** BTC in satoshis from bitcoind's decimal amount (8 places; exact below 90 million BTC). */
export const satoshisOf = (btc: number): bigint => BigInt(Math.round(btc * 100_000_000));

/**
 * Every output of a block that pays a watched address: one transfer per (transaction, output index),
 * the index standing where an EVM log's would. An output without an address (OP_RETURN, bare
 * multisig) or of zero value is passed over; bitcoind before v22 named it in `addresses` (one entry).
 */
export function bitcoinTransfersOf(block: BitcoinBlock, watched: ReadonlySet<string>): SeenTransfer[] {
  const transfers: SeenTransfer[] = [];
  for (const tx of block.tx) {
    for (const output of tx.vout) {
      const { address, addresses } = output.scriptPubKey;
      const to = address ?? (addresses?.length === 1 ? addresses[0] : undefined);
      const units = satoshisOf(output.value);
      if (!to || !watched.has(to) || units === 0n) continue;
      transfers.push({
        chain: 'BTC',
        txHash: tx.txid,
        logIndex: output.n,
        coin: 'BTC',
        to,
        units,
        blockNumber: block.height,
        blockHash: block.hash,
      });
    }
  }
  return transfers;
}
