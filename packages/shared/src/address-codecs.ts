import { sha256 } from '@noble/hashes/sha2';
import { ripemd160 } from '@noble/hashes/legacy';
import { keccak_256 } from '@noble/hashes/sha3';

// The encodings of the networks' addresses, read only as far as a check needs (no key ever here).

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes of a base58 text, or null when a character is not base58. */
export function base58Decode(text: string): Uint8Array | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** The base58 text of bytes (each leading zero byte a '1'). */
export function base58Encode(bytes: Uint8Array): string {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let text = '';
  while (value > 0n) {
    text = BASE58[Number(value % 58n)] + text;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    text = `1${text}`;
  }
  return text;
}

/** A payload (version byte first) as base58check: its 4-byte double-SHA-256 checksum appended. */
export function base58CheckEncode(payload: Uint8Array): string {
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58Encode(Uint8Array.from([...payload, ...checksum]));
}

/** RIPEMD-160 of SHA-256: the hash a Bitcoin-family address carries of a public key. */
export const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

/** The payload of a base58check text (version byte first) when its 4-byte double-SHA-256 checksum holds. */
export function base58CheckDecode(text: string): Uint8Array | null {
  const bytes = base58Decode(text);
  if (!bytes || bytes.length < 5) return null;
  const payload = bytes.subarray(0, -4);
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return checksum.every((byte, i) => byte === bytes[bytes.length - 4 + i]) ? payload : null;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function bech32Polymod(values: number[]): number {
  const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= generator[i]!;
  }
  return check >>> 0;
}

const hrpExpand = (hrp: string) => [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31)];

/** Regroups bits (5-bit words to bytes and back); null when the padding is not zero. */
export function convertBits(data: ArrayLike<number>, from: number, to: number, pad: boolean): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const result: number[] = [];
  const max = (1 << to) - 1;
  for (let i = 0; i < data.length; i++) {
    accumulator = (accumulator << from) | data[i]!;
    bits += from;
    while (bits >= to) {
      bits -= to;
      result.push((accumulator >> bits) & max);
    }
  }
  if (pad && bits > 0) result.push((accumulator << (to - bits)) & max);
  else if (!pad && (bits >= from || ((accumulator << (to - bits)) & max) !== 0)) return null;
  return result;
}

/** A segwit address of the prefix ('bc'): bech32 (BIP-173) for version 0, bech32m (BIP-350) after. */
export function segwitEncode(prefix: string, version: number, program: Uint8Array): string {
  const words = [version, ...convertBits(program, 8, 5, true)!];
  const values = [...hrpExpand(prefix), ...words, 0, 0, 0, 0, 0, 0];
  const residue = bech32Polymod(values) ^ (version === 0 ? 1 : 0x2bc830a3);
  const checksum = [0, 1, 2, 3, 4, 5].map((i) => (residue >>> (5 * (5 - i))) & 31);
  return `${prefix}1${[...words, ...checksum].map((word) => BECH32[word]).join('')}`;
}

/** A segwit address (BIP-173 bech32 for version 0, BIP-350 bech32m after) of the given prefix, or null. */
export function segwitDecode(prefix: string, text: string): { version: number; program: number[] } | null {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return null;
  const lower = text.toLowerCase();
  const separator = lower.lastIndexOf('1');
  if (separator < 1 || lower.length > 90 || lower.slice(0, separator) !== prefix) return null;
  const words = [...lower.slice(separator + 1)].map((c) => BECH32.indexOf(c));
  if (words.length < 7 || words.some((w) => w < 0)) return null;
  const residue = bech32Polymod([...hrpExpand(prefix), ...words]);
  const data = words.slice(0, -6);
  const version = data[0];
  if (version === undefined || version > 16) return null;
  if (residue !== (version === 0 ? 1 : 0x2bc830a3)) return null;
  const program = convertBits(data.slice(1), 5, 8, false);
  if (!program || program.length < 2 || program.length > 40) return null;
  if (version === 0 && program.length !== 20 && program.length !== 32) return null;
  return { version, program };
}

function cashAddrPolymod(values: number[]): bigint {
  const generator = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];
  let check = 1n;
  for (const value of values) {
    const top = check >> 35n;
    check = ((check & 0x07ffffffffn) << 5n) ^ BigInt(value);
    for (let i = 0; i < 5; i++) if ((top >> BigInt(i)) & 1n) check ^= generator[i]!;
  }
  return check ^ 1n;
}

/** A Bitcoin Cash CashAddr ('bitcoincash:q…', the prefix optional): its type (0 key hash, 1 script hash) and hash, or null. */
export function cashAddrDecode(text: string): { type: number; hash: number[] } | null {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return null;
  const lower = text.toLowerCase();
  const [prefix, payload] = lower.includes(':') ? lower.split(':', 2) : ['bitcoincash', lower];
  if (prefix !== 'bitcoincash' || !payload) return null;
  const words = [...payload].map((c) => BECH32.indexOf(c));
  if (words.length < 9 || words.some((w) => w < 0)) return null;
  if (cashAddrPolymod([...[...prefix].map((c) => c.charCodeAt(0) & 31), 0, ...words]) !== 0n) return null;
  const bytes = convertBits(words.slice(0, -8), 5, 8, false);
  if (!bytes || bytes.length < 21) return null;
  const versionByte = bytes[0]!;
  const sizes = [20, 24, 28, 32, 40, 48, 56, 64];
  if (versionByte & 0x80 || bytes.length - 1 !== sizes[versionByte & 7]) return null;
  return { type: versionByte >> 3, hash: bytes.slice(1) };
}

/** EIP-55: the mixed-case form of a 20-byte hex address (from any case of it). */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(hex));
  let result = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    result += nibble >= 8 ? hex[i]!.toUpperCase() : hex[i];
  }
  return result;
}
