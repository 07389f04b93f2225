/**
 * What exists: each coin on the networks it travels on (one owner; the screens, the server's checks,
 * the back office and the mails read it). A network code is what the wire's `chain` carries.
 */
export const networks = ['TRC20', 'BEP20', 'ERC20', 'BTC', 'LTC', 'BCH', 'PAYAPP'] as const;
export type Network = (typeof networks)[number];

/** How a network's addresses are written (the address check and the watcher follow it). */
export type AddressFamily = 'evm' | 'tron' | 'bitcoin' | 'litecoin' | 'bitcoin-cash' | 'none';

export interface NetworkInfo {
  /** As the screens, the back office and the mails name it. */
  label: string;
  family: AddressFamily;
}

export const networkInfo: Record<Network, NetworkInfo> = {
  TRC20: { label: 'TRC-20', family: 'tron' },
  BEP20: { label: 'BEP-20 (BNB Smart Chain)', family: 'evm' },
  ERC20: { label: 'ERC-20', family: 'evm' },
  BTC: { label: 'Bitcoin', family: 'bitcoin' },
  LTC: { label: 'Litecoin', family: 'litecoin' },
  BCH: { label: 'Bitcoin Cash', family: 'bitcoin-cash' },
  PAYAPP: { label: 'Binance Pay', family: 'none' },
};

/** Spec §9 deposit options, in the order of the selector. */
export const coins = ['PAYAPP', 'ETH', 'USDT', 'BTC', 'BNB', 'LTC', 'BCH', 'TRX', 'USDC'] as const;
export type Coin = (typeof coins)[number];
export const coinLabels: Record<Coin, string> = {
  PAYAPP: 'Binance Pay',
  ETH: 'ETH',
  USDT: 'USDT',
  BTC: 'BTC',
  BNB: 'BNB',
  LTC: 'LTC',
  BCH: 'BCH',
  TRX: 'TRX',
  USDC: 'USDC',
};

export interface CoinOnNetwork {
  coin: Coin;
  network: Network;
  /** A network's own coin, or a token contract on it (ERC-20, BEP-20, TRC-20). */
  kind: 'native' | 'token' | 'app';
  /** Decimals of the coin's smallest unit on this network (USDT has 6 on Ethereum and TRON, 18 on BSC). */
  decimals: number;
  /** Worth one US dollar (credited 1:1); others at the feed's rate. */
  stable: boolean;
  /** The token's contract on the network's main chain (the watcher's default; the broker may override it). */
  contract?: string;
  /** Offered on the withdrawal screen. */
  withdrawable: boolean;
}

export const coinsOnNetworks: readonly CoinOnNetwork[] = [
  { coin: 'PAYAPP', network: 'PAYAPP', kind: 'app', decimals: 2, stable: true, withdrawable: false },
  { coin: 'ETH', network: 'ERC20', kind: 'native', decimals: 18, stable: false, withdrawable: true },
  {
    coin: 'USDT',
    network: 'TRC20',
    kind: 'token',
    decimals: 6,
    stable: true,
    contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    withdrawable: true,
  },
  {
    coin: 'USDT',
    network: 'ERC20',
    kind: 'token',
    decimals: 6,
    stable: true,
    contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    withdrawable: true,
  },
  {
    coin: 'USDT',
    network: 'BEP20',
    kind: 'token',
    decimals: 18,
    stable: true,
    contract: '0x55d398326f99059fF775485246999027B3197955',
    withdrawable: true,
  },
  { coin: 'BTC', network: 'BTC', kind: 'native', decimals: 8, stable: false, withdrawable: true },
  { coin: 'BNB', network: 'BEP20', kind: 'native', decimals: 18, stable: false, withdrawable: true },
  { coin: 'LTC', network: 'LTC', kind: 'native', decimals: 8, stable: false, withdrawable: true },
  { coin: 'BCH', network: 'BCH', kind: 'native', decimals: 8, stable: false, withdrawable: true },
  { coin: 'TRX', network: 'TRC20', kind: 'native', decimals: 6, stable: false, withdrawable: true },
  {
    coin: 'USDC',
    network: 'ERC20',
    kind: 'token',
    decimals: 6,
    stable: true,
    contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    withdrawable: true,
  },
  {
    coin: 'USDC',
    network: 'BEP20',
    kind: 'token',
    decimals: 18,
    stable: true,
    contract: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d',
    withdrawable: true,
  },
];

/** The row of a coin on a network, or undefined when that pair does not exist. */
export function coinOnNetwork(coin: string, network: string): CoinOnNetwork | undefined {
  return coinsOnNetworks.find((row) => row.coin === coin && row.network === network);
}

/** The networks a coin travels on, in the table's order (for the deposit or the withdrawal screen). */
export function networksOf(coin: string, use: 'deposit' | 'withdrawal' = 'deposit'): Network[] {
  return coinsOnNetworks.filter((row) => row.coin === coin && (use === 'deposit' || row.withdrawable)).map((row) => row.network);
}

/** The coins offered for a use, in the selector's order. */
export function coinsFor(use: 'deposit' | 'withdrawal'): Coin[] {
  return coins.filter((coin) => networksOf(coin, use).length > 0);
}

/** The name of a network for people ('TRC-20', 'Bitcoin'); an unknown code as it is. */
export function networkLabel(network: string): string {
  return (networkInfo as Record<string, NetworkInfo | undefined>)[network]?.label ?? network;
}

/** 'USDT on TRC-20', 'BTC on Bitcoin', 'Binance Pay': the coin and its network, as every text names them (`on` in the reader's language). */
export function coinOnNetworkLabel(coin: string, network: string, on = 'on'): string {
  if (coin === 'PAYAPP' && network === 'PAYAPP') return coinLabels.PAYAPP;
  return `${(coinLabels as Record<string, string | undefined>)[coin] ?? coin} ${on} ${networkLabel(network)}`;
}

/** The English text refusing a pair that does not exist (the server's 422 and the form's check). */
export const pairNotOffered = (coin: string, network: string) => `${coin} is not offered on ${networkLabel(network)}.`;
