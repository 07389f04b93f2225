import { coinsOnNetworks, type Coin } from '@platform/shared/crypto-networks';
import type { Chain } from '@platform/shared/settings';

/** A transfer to a platform address as the watcher read it from a block. */
export interface SeenTransfer {
  chain: Chain;
  txHash: string;
  /** The log's index in its block; -1 for a native transfer. */
  logIndex: number;
  coin: Coin;
  to: string;
  units: bigint;
  blockNumber: number;
  blockHash: string;
}

/** Where a transfer stands on the node now: its block, or gone (a reorganisation removed it, or it failed). */
export type TransferPlace = { blockNumber: number; blockHash: string } | null;

/** What the watcher asks a network's node (EVM, TRON or Bitcoin): the same four questions. */
export interface ChainReader {
  head(): Promise<number>;
  /** Every transfer into `watched` (addresses as `addressKey` writes them) in blocks [from, to]. */
  transfersIn(from: number, to: number, watched: ReadonlySet<string>): Promise<SeenTransfer[]>;
  /** The hash of a block of the node's chain now (null past its head). */
  blockHash(number: number): Promise<string | null>;
  placeOf(txHash: string): Promise<TransferPlace>;
}

/** An address as the watcher matches it: EVM hex in lower case; TRON and Bitcoin as written (base58 is case-sensitive). */
export const addressKey = (chain: Chain, address: string): string =>
  chain === 'ERC20' || chain === 'BEP20' ? address.toLowerCase() : address;

export interface WatchedToken {
  coin: Coin;
  contract: string;
  decimals: number;
}

/** The tokens watched on a network: the coins table's contracts unless the broker named others. */
export function watchedTokens(chain: Chain, overrides: Record<string, string> | undefined): WatchedToken[] {
  return coinsOnNetworks
    .filter((row) => row.network === chain && row.kind === 'token')
    .flatMap((row) => {
      const contract = overrides ? overrides[row.coin] : row.contract;
      return contract ? [{ coin: row.coin, contract: addressKey(chain, contract), decimals: row.decimals }] : [];
    });
}

/** The coins a network's watcher credits: its tokens, and its own coin except TRX (TRON's reader follows TRC-20 events only). */
export function watchedCoins(chain: Chain, overrides: Record<string, string> | undefined): Coin[] {
  const native = chain === 'TRC20' ? undefined : nativeCoin(chain);
  return [...watchedTokens(chain, overrides).map((token) => token.coin), ...(native ? [native.coin] : [])];
}

/** The network's own coin (ETH on Ethereum, BNB on BSC). */
export function nativeCoin(chain: Chain): { coin: Coin; decimals: number } | undefined {
  const row = coinsOnNetworks.find((candidate) => candidate.network === chain && candidate.kind === 'native');
  return row && { coin: row.coin, decimals: row.decimals };
}

const RATE_SCALE = 100_000_000n;

/**
 * USD cents of an amount of a coin at a rate (USD per coin): stablecoins 1:1, the others at the feed's
 * mid as recorded. Rounded down: the platform never credits a fraction of a cent it did not receive.
 */
export function usdCentsOf(units: bigint, decimals: number, rate: number): number {
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  return Number((units * scaledRate * 100n) / (10n ** BigInt(decimals) * RATE_SCALE));
}

/** The coin's smallest units worth `cents` at a rate (USD per coin), rounded down (never more than the USD held). */
export function unitsOfUsdCents(cents: number, decimals: number, rate: number): bigint {
  const scaledRate = BigInt(Math.round(rate * Number(RATE_SCALE)));
  if (scaledRate <= 0n) throw new Error('a rate must be positive');
  return (BigInt(cents) * 10n ** BigInt(decimals) * RATE_SCALE) / (100n * scaledRate);
}
