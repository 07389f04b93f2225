import { z } from 'zod';
import type { ChainReader, SeenTransfer, TransferPlace, WatchedToken } from './chain-transfer.ts';
import { tronEventPageSchema, tronTransfersOf } from './tron-events.ts';

const blockSchema = z.object({
  blockID: z.string().optional(),
  block_header: z.object({ raw_data: z.object({ number: z.number() }) }).optional(),
});
const infoSchema = z.object({ blockNumber: z.number().optional(), receipt: z.object({ result: z.string().optional() }).optional() });

/**
 * The watcher's questions asked of TRON through TronGrid's HTTP API (or a TRON node's, with its
 * event service): the head and block hashes from `/wallet/*`, each block's TRC-20 `Transfer` events
 * of the watched tokens from `/v1/contracts/{contract}/events` (one query per token and block, for
 * all addresses, read by `tronTransfersOf`), and a transaction's block from its receipt.
 */
export function createTronChainReader(baseUrl: string, tokens: WatchedToken[], apiKey?: string): ChainReader {
  const base = baseUrl.replace(/\/$/, '');
  const headers = { 'content-type': 'application/json', ...(apiKey ? { 'TRON-PRO-API-KEY': apiKey } : {}) };
  async function call(path: string, body?: object): Promise<unknown> {
    const response = await fetch(`${base}${path}`, {
      method: body ? 'POST' : 'GET',
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`TRON node answered ${response.status} to ${path}`);
    return response.json();
  }

  async function blockHash(number: number): Promise<string | null> {
    const block = blockSchema.parse(await call('/wallet/getblockbynum', { num: number }));
    return block.blockID ?? null;
  }

  async function transfersIn(from: number, to: number, watched: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const seen: SeenTransfer[] = [];
    for (let number = from; number <= to; number++) {
      const found = [];
      for (const token of tokens) {
        let fingerprint: string | undefined;
        do {
          const query = new URLSearchParams({ event_name: 'Transfer', block_number: String(number), limit: '200' });
          if (fingerprint) query.set('fingerprint', fingerprint);
          const page = tronEventPageSchema.parse(await call(`/v1/contracts/${token.contract}/events?${query.toString()}`));
          found.push(...tronTransfersOf(page, [token], watched));
          fingerprint = page.meta?.fingerprint;
        } while (fingerprint);
      }
      if (found.length === 0) continue;
      const hash = await blockHash(number);
      if (!hash) throw new Error(`TRON block ${number} has no hash yet`);
      seen.push(...found.map((transfer) => ({ ...transfer, blockHash: hash })));
    }
    return seen;
  }

  async function placeOf(txHash: string): Promise<TransferPlace> {
    const info = infoSchema.parse(await call('/wallet/gettransactioninfobyid', { value: txHash }));
    if (info.blockNumber === undefined || (info.receipt?.result !== undefined && info.receipt.result !== 'SUCCESS')) return null;
    const hash = await blockHash(info.blockNumber);
    return hash ? { blockNumber: info.blockNumber, blockHash: hash } : null;
  }

  return {
    head: async () => blockSchema.parse(await call('/wallet/getnowblock', {})).block_header?.raw_data.number ?? 0,
    transfersIn,
    blockHash,
    placeOf,
  };
}
