import { describe, expect, it } from 'vitest';
import { checkAddress } from './crypto-addresses.ts';
import { coinOnNetwork, coinOnNetworkLabel, coinsFor, networksOf } from './crypto-networks.ts';
import type { Network } from './crypto-networks.ts';

// Real addresses: token contracts, BIP-173/350 and CashAddr specification vectors, well-known wallets.
const valid: Array<[Network, string]> = [
  ['ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ['ERC20', '0xdac17f958d2ee523a2206206994597c13d831ec7'],
  ['BEP20', '0x55d398326f99059fF775485246999027B3197955'],
  ['BEP20', '0xD1220A0CF47C7B9BE7A2E6BA89F429762E7B9ADB'],
  ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
  ['TRC20', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
  ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
  ['BTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
  ['BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4'],
  ['BTC', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
  ['BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y'],
  ['LTC', 'LKKHMBjCU89fyFNgSRprDoD8Jb25N8uWvd'],
  ['LTC', 'ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6g'],
  ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a'],
  ['BCH', 'qr95sy3j9xwd2ap32xkykttr4cvcu7as4y0qverfuy'],
  ['BCH', 'bitcoincash:pqq3728yw0y47sqn6l2na30mcw6zm78dzq5ucqzc37'],
  ['BCH', '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu'],
];

const invalid: Array<[Network, string, 'malformed' | 'checksum']> = [
  ['ERC20', '0x12', 'malformed'],
  ['ERC20', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'checksum'],
  ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'malformed'],
  ['BEP20', '0xdAC17F958D2ee523a2206206994597C13D831eC7', 'checksum'],
  ['TRC20', '0x12', 'malformed'],
  ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum'],
  ['TRC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 'malformed'],
  ['BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'checksum'],
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
  ['BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4', 'checksum'],
  ['BTC', 'LKKHMBjCU89fyFNgSRprDoD8Jb25N8uWvd', 'malformed'],
  ['LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'malformed'],
  ['LTC', 'ltc1qc65xapvmpzqesmvajncddleww3gxuy7z7jku6h', 'checksum'],
  ['BCH', 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6b', 'checksum'],
  ['BCH', 'hello', 'malformed'],
];

describe('withdrawal addresses', () => {
  it.each(valid)('an address on %s, when real (%s), then it can receive', (network, address) => {
    expect(checkAddress(network, address)).toBe('ok');
  });

  it.each(invalid)('an address on %s, when %s, then it is %s', (network, address, verdict) => {
    expect(checkAddress(network, address)).toBe(verdict);
  });
});

describe('coins on networks', () => {
  it('the table, when asked for pairs, then has only what exists (no BTC on TRC-20, USDT on its three chains)', () => {
    expect(coinOnNetwork('BTC', 'TRC20')).toBeUndefined();
    expect(networksOf('USDT')).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(networksOf('ETH')).toEqual(['ERC20']);
    expect(coinsFor('withdrawal')).not.toContain('PAYAPP');
  });

  it('a label, when a coin is named with its network, then both are said', () => {
    expect(coinOnNetworkLabel('USDT', 'TRC20')).toBe('USDT on TRC-20');
    expect(coinOnNetworkLabel('BTC', 'BTC')).toBe('BTC on Bitcoin');
    expect(coinOnNetworkLabel('PAYAPP', 'PAYAPP')).toBe('Binance Pay');
  });
});
