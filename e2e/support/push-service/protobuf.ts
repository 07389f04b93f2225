// The few protocol-buffer pieces the stand-in push service speaks with Chromium's GCM client
// (google_apis/gcm/protocol/{checkin,mcs}.proto): varints, length-delimited and fixed64 fields.

export function varint(value: number | bigint): Buffer {
  const bytes: number[] = [];
  let rest = BigInt(value);
  do {
    let byte = Number(rest & 0x7fn);
    rest >>= 7n;
    if (rest) byte |= 0x80;
    bytes.push(byte);
  } while (rest);
  return Buffer.from(bytes);
}

const fieldKey = (field: number, wireType: number) => varint((field << 3) | wireType);

export const varintField = (field: number, value: number | bigint) => Buffer.concat([fieldKey(field, 0), varint(value)]);

export function bytesField(field: number, value: string | Buffer): Buffer {
  const bytes = typeof value === 'string' ? Buffer.from(value) : value;
  return Buffer.concat([fieldKey(field, 2), varint(bytes.length), bytes]);
}

export function fixed64Field(field: number, value: bigint): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return Buffer.concat([fieldKey(field, 1), bytes]);
}

/** The varint at `at` and where the next byte is, or null when the buffer ends inside it. */
export function readVarint(buffer: Buffer, at: number): { value: number; next: number } | null {
  let value = 0;
  let shift = 0;
  for (let i = at; i < buffer.length; i++) {
    const byte = buffer[i]!;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return { value, next: i + 1 };
  }
  return null;
}

/** The length-delimited (string) fields of a message, by field number; other wire types are skipped. */
export function stringFields(message: Buffer): Map<number, string> {
  const fields = new Map<number, string>();
  let at = 0;
  while (at < message.length) {
    const key = readVarint(message, at);
    if (!key) break;
    const field = Math.floor(key.value / 8);
    const wireType = key.value % 8;
    at = key.next;
    if (wireType === 0) at = readVarint(message, at)?.next ?? message.length;
    else if (wireType === 1) at += 8;
    else if (wireType === 5) at += 4;
    else if (wireType === 2) {
      const length = readVarint(message, at);
      if (!length) break;
      fields.set(field, message.subarray(length.next, length.next + length.value).toString('utf8'));
      at = length.next + length.value;
    } else break;
  }
  return fields;
}
