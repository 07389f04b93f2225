import { HDKey } from '@scure/bip32';
import { publicKeyToAddress } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { secp256k1 } from '@noble/curves/secp256k1.js';

/**
 * An account's EVM deposit address from the broker's extended public key (BIP-32; the xpub of
 * m/44'/60'/0' as wallets export it): the receive branch's child `index` (…/0/index). The server
 * never holds a private key; the broker's wallet derives the same key to sweep the funds.
 */
export function deriveEvmAddress(xpub: string, index: number): `0x${string}` {
  const child = HDKey.fromExtendedKey(xpub).deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('the extended key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed));
}
