import { base58CheckDecode, cashAddrDecode, segwitDecode, toChecksumAddress } from './address-codecs.ts';
import { networkInfo, networkLabel, type AddressFamily, type Network } from './crypto-networks.ts';

/**
 * Whether an address can receive on its network. Money sent to a malformed address is lost, so a
 * withdrawal's address is checked before anything is held (a departure from the seed's "no address
 * format check"; docs/cashier.md says why).
 */
export type AddressVerdict = 'ok' | 'malformed' | 'checksum';

const EVM = /^0x[0-9a-fA-F]{40}$/;

function evm(address: string): AddressVerdict {
  if (!EVM.test(address)) return 'malformed';
  const hex = address.slice(2);
  // One case throughout carries no checksum (EIP-55); mixed case must be the checksum's.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return 'ok';
  return toChecksumAddress(address) === address ? 'ok' : 'checksum';
}

function tron(address: string): AddressVerdict {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'malformed';
  const payload = base58CheckDecode(address);
  if (!payload) return 'checksum';
  return payload.length === 21 && payload[0] === 0x41 ? 'ok' : 'malformed';
}

/** Base58 versions (key hash, script hash) and the segwit prefix of the Bitcoin-like networks. */
const legacy: Record<'bitcoin' | 'litecoin' | 'bitcoin-cash', { versions: number[]; segwit: string | null }> = {
  bitcoin: { versions: [0x00, 0x05], segwit: 'bc' },
  litecoin: { versions: [0x30, 0x32, 0x05], segwit: 'ltc' },
  'bitcoin-cash': { versions: [0x00, 0x05], segwit: null },
};

function bitcoinLike(family: keyof typeof legacy, address: string): AddressVerdict {
  const { versions, segwit } = legacy[family];
  if (family === 'bitcoin-cash' && /^(bitcoincash:)?[qp]/i.test(address) && address.length >= 42) {
    return cashAddrDecode(address) ? 'ok' : 'checksum';
  }
  if (segwit && address.toLowerCase().startsWith(`${segwit}1`)) return segwitDecode(segwit, address) ? 'ok' : 'checksum';
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(address)) return 'malformed';
  const payload = base58CheckDecode(address);
  if (!payload) return 'checksum';
  return payload.length === 21 && versions.includes(payload[0]!) ? 'ok' : 'malformed';
}

const checks: Record<AddressFamily, (address: string) => AddressVerdict> = {
  evm,
  tron,
  bitcoin: (address) => bitcoinLike('bitcoin', address),
  litecoin: (address) => bitcoinLike('litecoin', address),
  'bitcoin-cash': (address) => bitcoinLike('bitcoin-cash', address),
  none: () => 'malformed',
};

export function checkAddress(network: Network, address: string): AddressVerdict {
  return checks[networkInfo[network].family](address);
}

/** The English text for an address that cannot receive on the network (the 422's `address` field). */
export function addressMessage(network: Network, verdict: Exclude<AddressVerdict, 'ok'>): string {
  const label = networkLabel(network);
  return verdict === 'checksum'
    ? `This ${label} address does not pass its checksum: a character is wrong. Copy it again from your wallet.`
    : `This is not a ${label} address. Copy it again from your wallet.`;
}
