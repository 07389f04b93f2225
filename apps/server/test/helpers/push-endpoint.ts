import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A push message as the browser would get it: the request's headers and the decrypted text. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an `aes128gcm` Web Push body (RFC 8291 over RFC 8188) with the browser's private key and
 * auth secret: header (salt 16 | record size 4 | key id length 1 | the sender's public key), then one
 * record ending in the delimiter 0x02 and padding zeros.
 */
export function decryptPush(body: Buffer, browserKeys: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const browserPublicKey = browserKeys.ecdh.getPublicKey();
  const sharedSecret = browserKeys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, senderPublicKey]);
  const ikm = hkdf(browserKeys.auth, sharedSecret, keyInfo, 32);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 0x02) throw new Error('push record: no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A local push service for tests: a browser's key pair and secret, and an HTTP endpoint that takes
 * what the server posts, answers 201 as push services do, and keeps each message decrypted.
 */
export async function startPushEndpoint() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        received.push({ path: request.url ?? '', headers: request.headers, text: decryptPush(Buffer.concat(chunks), { ecdh, auth }) });
        response.writeHead(201).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** A browser's PushSubscription.toJSON() for this endpoint. */
    subscription: (name: string) => ({
      endpoint: `${origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
