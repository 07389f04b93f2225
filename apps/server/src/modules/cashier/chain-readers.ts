import type { Chain } from '@platform/shared/settings';
import { createBitcoinChainReader } from './bitcoin-chain-reader.ts';
import { watchedTokens, type ChainReader } from './chain-transfer.ts';
import { createEvmChainReader } from './evm-chain-reader.ts';
import { createTronChainReader } from './tron-chain-reader.ts';

/** The reader of a watched network's node: TronGrid's API for TRON, bitcoind for Bitcoin, JSON-RPC for the EVM networks. */
export function chainReaderOf(network: {
  chain: Chain;
  rpcUrl: string;
  tokens: Record<string, string> | undefined;
  apiKey?: string | undefined;
}): ChainReader {
  const tokens = watchedTokens(network.chain, network.tokens);
  if (network.chain === 'TRC20') return createTronChainReader(network.rpcUrl, tokens, network.apiKey);
  if (network.chain === 'BTC') return createBitcoinChainReader(network.rpcUrl);
  return createEvmChainReader(network.chain, network.rpcUrl, tokens);
}
