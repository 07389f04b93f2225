import { HDKey } from '@scure/bip32';
import { base58CheckEncode, hash160, segwitEncode } from '@platform/shared/address-codecs';
import type { Chain } from '@platform/shared/settings';
import { hexToBytes } from 'viem';
import { deriveEvmAddress } from './evm-derivation.ts';

/** SLIP-132 version bytes of a BIP-84 account key as wallets export it ('zpub…'). */
const ZPUB_VERSIONS = { private: 0x04b2430c, public: 0x04b24746 };

/** The receive branch's child `index` (…/0/index) of an account-level extended public key. */
function receiveKey(extendedKey: string, index: number): Uint8Array {
  const versions = extendedKey.startsWith('zpub') ? ZPUB_VERSIONS : undefined;
  const child = HDKey.fromExtendedKey(extendedKey, versions).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  return child.publicKey;
}

/**
 * A TRON address from the xpub of m/44'/195'/0': the same key and hash as Ethereum's (the last 20
 * bytes of keccak-256 of the public key), with TRON's version byte 0x41, in base58check ('T…').
 */
export function deriveTronAddress(xpub: string, index: number): string {
  const evm = deriveEvmAddress(xpub, index);
  return base58CheckEncode(Uint8Array.from([0x41, ...hexToBytes(evm)]));
}

/** A native segwit Bitcoin address ('bc1q…', P2WPKH) from the BIP-84 account key (m/84'/0'/0', an xpub or a zpub). */
export function deriveBitcoinAddress(extendedKey: string, index: number): string {
  return segwitEncode('bc', 0, hash160(receiveKey(extendedKey, index)));
}

/** An account's deposit address on a watched network, from the broker's extended public key of that network. */
export function deriveDepositAddress(chain: Chain, extendedKey: string, index: number): string {
  if (chain === 'TRC20') return deriveTronAddress(extendedKey, index);
  if (chain === 'BTC') return deriveBitcoinAddress(extendedKey, index);
  return deriveEvmAddress(extendedKey, index);
}
