import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { checkAddress } from '@platform/shared/crypto-addresses';
import { deriveBitcoinAddress, deriveTronAddress } from '../../src/modules/cashier/address-derivation.ts';
import { watchedTokens } from '../../src/modules/cashier/chain-transfer.ts';
import { tronEventPageSchema, tronTransfersOf } from '../../src/modules/cashier/tron-events.ts';
import { bitcoinBlockSchema, bitcoinTransfersOf } from '../../src/modules/cashier/bitcoin-block.ts';
import { accountDerivationIndex } from '../../src/modules/cashier/deposit-address.service.ts';
import trongridEvents from './fixtures/trongrid-usdt-transfer-events.json' with { type: 'json' };
import getblock from './fixtures/bitcoind-getblock-verbosity-2.json' with { type: 'json' };

/** BIP-39's all-"abandon" test mnemonic: the public vectors of BIP-84 and of TRON wallets use it. */
const VECTOR_SEED = pbkdf2Sync(`${'abandon '.repeat(11)}about`, 'mnemonic', 2048, 64, 'sha512');
/** The broker's keys of the fixtures: a fixed test seed's account-level xpubs. */
const seed = new Uint8Array(32).fill(7);
const TRON_XPUB = HDKey.fromMasterSeed(seed).derive("m/44'/195'/0'").publicExtendedKey;
const BTC_XPUB = HDKey.fromMasterSeed(seed).derive("m/84'/0'/0'").publicExtendedKey;

describe('TRON and Bitcoin deposit addresses (offline)', () => {
  it('a BIP-84 account key, when given as a zpub or as an xpub, then the receive addresses are BIP-84’s published vectors', () => {
    const zpub = 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';
    const xpub = HDKey.fromMasterSeed(VECTOR_SEED).derive("m/84'/0'/0'").publicExtendedKey;
    expect(deriveBitcoinAddress(zpub, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveBitcoinAddress(xpub, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(deriveBitcoinAddress(zpub, 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it('a TRON account key (m/44’/195’/0’), when an address is derived, then it is the wallets’ first address and passes the TRON check', () => {
    const xpub = HDKey.fromMasterSeed(VECTOR_SEED).derive("m/44'/195'/0'").publicExtendedKey;
    expect(deriveTronAddress(xpub, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    const account = deriveTronAddress(TRON_XPUB, accountDerivationIndex(1));
    expect(checkAddress('TRC20', account)).toBe('ok');
    expect(checkAddress('BTC', deriveBitcoinAddress(BTC_XPUB, accountDerivationIndex(1)))).toBe('ok');
  });
});

describe('a TRON watcher’s reading of TronGrid events (recorded fixture)', () => {
  const a = deriveTronAddress(TRON_XPUB, accountDerivationIndex(1));
  const b = deriveTronAddress(TRON_XPUB, accountDerivationIndex(2));
  const usdt = watchedTokens('TRC20', undefined);

  it('a page of Transfer events, when read for the watched addresses, then only the watched token’s non-zero transfers to them, each with its transaction and event index', () => {
    const transfers = tronTransfersOf(tronEventPageSchema.parse(trongridEvents), usdt, new Set([a, b]));
    expect(transfers).toEqual([
      expect.objectContaining({ chain: 'TRC20', coin: 'USDT', to: a, units: 25_000_000n, logIndex: 0, blockNumber: 61_455_012 }),
      expect.objectContaining({ chain: 'TRC20', coin: 'USDT', to: b, units: 1_500_000n, logIndex: 0, blockNumber: 61_455_012 }),
    ]);
    expect(transfers[0]!.txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(transfers[0]!.txHash).not.toBe(transfers[1]!.txHash);
  });

  it('the same page, when no address of it is watched or the token is another, then nothing', () => {
    const page = tronEventPageSchema.parse(trongridEvents);
    expect(tronTransfersOf(page, usdt, new Set(['TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH']))).toEqual([]);
    expect(tronTransfersOf(page, watchedTokens('TRC20', { USDT: 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8' }), new Set([b]))).toEqual([]);
  });
});

describe('a Bitcoin watcher’s reading of a block (recorded getblock verbosity 2)', () => {
  const a = deriveBitcoinAddress(BTC_XPUB, accountDerivationIndex(1));
  const b = deriveBitcoinAddress(BTC_XPUB, accountDerivationIndex(2));
  const block = bitcoinBlockSchema.parse(getblock.result);

  it('a block, when read for the watched addresses, then each output paying one, in satoshis, keyed by transaction and output index', () => {
    const transfers = bitcoinTransfersOf(block, new Set([a, b]));
    expect(transfers.map(({ to, units, logIndex }) => ({ to, units, logIndex }))).toEqual([
      { to: a, units: 1_500_000n, logIndex: 0 },
      { to: a, units: 10_000_000n, logIndex: 0 },
      { to: b, units: 20_000n, logIndex: 1 },
    ]);
    for (const transfer of transfers)
      expect(transfer).toMatchObject({ chain: 'BTC', coin: 'BTC', blockNumber: 832_420, blockHash: getblock.result.hash });
    expect(new Set(transfers.map((transfer) => `${transfer.txHash}|${transfer.logIndex}`)).size).toBe(3);
  });

  it('an output of an older node (its address in `addresses`), when watched, then it is read too; a data output never is', () => {
    const legacy = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
    expect(bitcoinTransfersOf(block, new Set([legacy]))).toEqual([
      expect.objectContaining({ to: legacy, units: 50_000_000n, logIndex: 0 }),
    ]);
    expect(bitcoinTransfersOf(block, new Set())).toEqual([]);
  });
});
