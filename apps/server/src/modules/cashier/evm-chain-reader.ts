import { createPublicClient, http, parseAbiItem, type PublicClient } from 'viem';
import type { Chain } from '@platform/shared/settings';
import { nativeCoin, type ChainReader, type SeenTransfer, type TransferPlace, type WatchedToken } from './chain-transfer.ts';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** What the watcher asks an EVM node: its head, the transfers to watched addresses in a block range, and a transfer's place. */
export function createEvmChainReader(chain: Chain, rpcUrl: string, tokens: WatchedToken[]): ChainReader {
  const client: PublicClient = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) });
  const byContract = new Map(tokens.map((token) => [token.contract, token]));
  const native = nativeCoin(chain);

  async function head(): Promise<number> {
    return Number(await client.getBlockNumber({ cacheTime: 0 }));
  }

  /**
   * Every transfer into `watched` (lower-case addresses) in [from, to]: one eth_getLogs for all the
   * tokens' Transfer events of the range (filtered here, so the cost follows the transfers, not the
   * number of addresses), and each block's native transfers.
   */
  async function transfersIn(from: number, to: number, watched: ReadonlySet<string>): Promise<SeenTransfer[]> {
    const seen: SeenTransfer[] = [];
    if (tokens.length > 0) {
      const logs = await client.getLogs({
        address: tokens.map((token) => token.contract as `0x${string}`),
        event: TRANSFER,
        fromBlock: BigInt(from),
        toBlock: BigInt(to),
        strict: true,
      });
      for (const log of logs) {
        const token = byContract.get(log.address.toLowerCase());
        const recipient = log.args.to.toLowerCase();
        if (!token || !watched.has(recipient) || log.args.value === 0n || log.removed) continue;
        seen.push({
          chain,
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          coin: token.coin,
          to: recipient,
          units: log.args.value,
          blockNumber: Number(log.blockNumber),
          blockHash: log.blockHash,
        });
      }
    }
    if (native) {
      for (let number = from; number <= to; number++) {
        const block = await client.getBlock({ blockNumber: BigInt(number), includeTransactions: true });
        for (const tx of block.transactions) {
          const recipient = tx.to?.toLowerCase();
          if (!recipient || !watched.has(recipient) || tx.value === 0n) continue;
          seen.push({
            chain,
            txHash: tx.hash,
            logIndex: -1,
            coin: native.coin,
            to: recipient,
            units: tx.value,
            blockNumber: number,
            blockHash: block.hash,
          });
        }
      }
    }
    return seen;
  }

  /** The hash of a block of the node's chain now (null past its head). */
  async function blockHash(number: number): Promise<string | null> {
    const block = await client.getBlock({ blockNumber: BigInt(number) }).catch(() => null);
    return block?.hash ?? null;
  }

  /** The block that holds a transfer now, or null when the chain no longer has it (or it reverted). */
  async function placeOf(txHash: string): Promise<TransferPlace> {
    const receipt = await client.getTransactionReceipt({ hash: txHash as `0x${string}` }).catch(() => null);
    if (!receipt || receipt.status !== 'success') return null;
    return { blockNumber: Number(receipt.blockNumber), blockHash: receipt.blockHash };
  }

  return { head, transfersIn, blockHash, placeOf };
}
