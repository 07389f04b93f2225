import { describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { loadConfig } from '../../src/config/config.ts';

const xpub = (path: string) => HDKey.fromMasterSeed(new Uint8Array(32).fill(3)).derive(path).publicExtendedKey;
const ZPUB = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

describe('the cashier’s TRON and Bitcoin settings', () => {
  it('nothing set, when the config loads, then neither network is watched', () => {
    expect(loadConfig({}).cashier.networks).toEqual([]);
  });

  it('a node and a key for each, when the config loads, then both are watched with their defaults, a zpub accepted for Bitcoin', () => {
    const { networks } = loadConfig({
      CASHIER_TRC20_RPC_URL: 'https://api.trongrid.io',
      CASHIER_TRC20_XPUB: xpub("m/44'/195'/0'"),
      CASHIER_TRC20_API_KEY: 'key',
      CASHIER_BTC_RPC_URL: 'http://user:pass@127.0.0.1:8332',
      CASHIER_BTC_XPUB: ZPUB,
    }).cashier;
    expect(networks).toEqual([
      expect.objectContaining({ chain: 'TRC20', confirmations: 19, apiKey: 'key', tokens: undefined }),
      expect.objectContaining({ chain: 'BTC', confirmations: 3, xpub: ZPUB }),
    ]);
  });

  it('TRON tokens, when a contract is not a TRON address (an EVM one, or a typo), then one line naming CASHIER_TRC20_TOKENS', () => {
    const env = { CASHIER_TRC20_RPC_URL: 'https://api.trongrid.io', CASHIER_TRC20_XPUB: xpub("m/44'/195'/0'") };
    expect(() => loadConfig({ ...env, CASHIER_TRC20_TOKENS: 'USDT=0xdAC17F958D2ee523a2206206994597C13D831ec7' })).toThrow(
      /CASHIER_TRC20_TOKENS.*COIN=T…/,
    );
    expect(() => loadConfig({ ...env, CASHIER_TRC20_TOKENS: 'USDT=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x' })).toThrow(/CASHIER_TRC20_TOKENS/);
    expect(loadConfig({ ...env, CASHIER_TRC20_TOKENS: 'USDT=TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' }).cashier.networks[0]!.tokens).toEqual({
      USDT: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
  });

  it('a Bitcoin key, when it is a private key (xprv), then refused naming CASHIER_BTC_XPUB', () => {
    const xprv = HDKey.fromMasterSeed(new Uint8Array(32).fill(3)).derive("m/84'/0'/0'").privateExtendedKey;
    expect(() => loadConfig({ CASHIER_BTC_RPC_URL: 'http://127.0.0.1:8332', CASHIER_BTC_XPUB: xprv })).toThrow(/CASHIER_BTC_XPUB/);
  });
});
