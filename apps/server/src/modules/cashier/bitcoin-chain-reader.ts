import { z } from 'zod';
import { bitcoinBlockSchema, bitcoinTransfersOf } from './bitcoin-block.ts';
import type { ChainReader, SeenTransfer, TransferPlace } from './chain-transfer.ts';

const answerSchema = z.object({ result: z.unknown(), error: z.object({ code: z.number(), message: z.string() }).nullable().optional() });

/**
 * The watcher's questions asked of bitcoind's JSON-RPC (`txindex=1`, for a transaction's block):
 * the head, each block with its transactions (`getblock <hash> 2`, read by `bitcoinTransfersOf`),
 * block hashes, and where a transaction is now (its block still on the main chain, or null).
 * The URL's user and password (http://user:pass@host:8332) go in an Authorization header.
 */
export function createBitcoinChainReader(rpcUrl: string): ChainReader {
  const url = new URL(rpcUrl);
  const auth = url.username
    ? `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    : undefined;
  url.username = '';
  url.password = '';
  async function rpc(method: string, params: unknown[]): Promise<{ result: unknown; code?: number }> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
      signal: AbortSignal.timeout(10_000),
    });
    // bitcoind answers an RPC error with 404/500 and the error in the body.
    const answer = answerSchema.safeParse(await response.json().catch(() => null));
    if (!answer.success) throw new Error(`bitcoind answered ${response.status} to ${method}`);
    if (answer.data.error) return { result: null, code: answer.data.error.code };
    return { result: answer.data.result };
  }

  async function blockHash(number: number): Promise<string | null> {
    const { result } = await rpc('getblockhash', [number]);
    return typeof result === 'string' ? result : null;
  }

  async function transfersIn(from: number, to: number, watched: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const seen: SeenTransfer[] = [];
    for (let number = from; number <= to; number++) {
      const hash = await blockHash(number);
      if (!hash) throw new Error(`Bitcoin block ${number} is not on the node`);
      const block = bitcoinBlockSchema.parse((await rpc('getblock', [hash, 2])).result);
      seen.push(...bitcoinTransfersOf(block, watched));
    }
    return seen;
  }

  async function placeOf(txHash: string): Promise<TransferPlace> {
    const tx = z.object({ blockhash: z.string().optional() }).safeParse((await rpc('getrawtransaction', [txHash, true])).result);
    if (!tx.success || !tx.data.blockhash) return null;
    const header = z
      .object({ height: z.number(), confirmations: z.number() })
      .safeParse((await rpc('getblockheader', [tx.data.blockhash])).result);
    // A block off the main chain (a reorganisation) has confirmations -1.
    if (!header.success || header.data.confirmations < 0) return null;
    return { blockNumber: header.data.height, blockHash: tx.data.blockhash };
  }

  return {
    head: async () => z.number().parse((await rpc('getblockcount', [])).result),
    transfersIn,
    blockHash,
    placeOf,
  };
}
