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
      return contract ? [{ coin: row.coin, contract: contract.toLowerCase(), decimals: row.decimals }] : [];
    });
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
