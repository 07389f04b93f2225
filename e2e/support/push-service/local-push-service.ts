import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { bytesField, fixed64Field, readVarint, stringFields, varint, varintField } from './protobuf.ts';

/** MCS stanza tags (google_apis/gcm/base/mcs_util.h) and its protocol version. */
const MCS_VERSION = 41;
const TAG = { heartbeatPing: 0, heartbeatAck: 1, loginRequest: 2, loginResponse: 3, dataMessage: 8 } as const;

/** A browser's push registration: the token in its endpoint and what Chromium routes a message by. */
interface Registration {
  token: string;
  androidId: string;
  /** The product category ('org.chromium.linux') and the web app's id (its `X-subtype`, 'wp:<origin>#…'). */
  category: string;
  subtype: string;
  /** The application server key the subscription was made with: a message must come "from" it. */
  sender: string;
}

export interface LocalPushService {
  /** Chromium's switches that make its GCM client check in, register and connect here. */
  chromiumArgs: string[];
  /** Where the platform's server posts Web Push (stands for the vendor's host in a subscription's endpoint). */
  pushOrigin: string;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    path.join(dir, 'key.pem'),
    '-out',
    path.join(dir, 'cert.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make the push service's certificate: ${made.stderr.toString()}`);
  const pair = { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

const frame = (tag: number, message: Buffer) => Buffer.concat([Buffer.from([tag]), varint(message.length), message]);

/**
 * A stand-in for the browser vendor's push service (Chrome's is Firebase Cloud Messaging), so a real
 * Web Push reaches headless Chromium: Chromium's GCM client checks in and registers over HTTP here
 * (--gcm-checkin-url, --gcm-registration-url) and keeps its MCS connection here (--gcm-mcs-endpoint,
 * TLS); the platform's server posts each encrypted push (aes128gcm, VAPID) to `pushOrigin`, and the
 * service hands the body, unopened, to that browser as a data message. Chromium decrypts it with the
 * subscription's private key and wakes the service worker's `push` handler.
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const registrations = new Map<string, Registration>();
  const connections = new Map<string, tls.TLSSocket>();
  const waiting = new Map<string, Buffer[]>();
  let nextAndroidId = 4_200_000_000n;

  const deliver = (androidId: string, stanza: Buffer) => {
    const connection = connections.get(androidId);
    if (connection && !connection.destroyed) connection.write(frame(TAG.dataMessage, stanza));
    else waiting.set(androidId, [...(waiting.get(androidId) ?? []), stanza]);
  };

  const web = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = request.url ?? '';
      if (url === '/checkin') {
        // AndroidCheckinResponse: stats_ok, time_msec, android_id, security_token.
        const androidId = nextAndroidId++;
        const answer = Buffer.concat([
          varintField(1, 1),
          varintField(3, Date.now()),
          fixed64Field(7, androidId),
          fixed64Field(8, randomBytes(8).readBigUInt64LE() | 1n),
        ]);
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(answer);
        return;
      }
      if (url === '/register') {
        const form = new URLSearchParams(body.toString());
        const androidId = /^AidLogin (\d+):/.exec(request.headers.authorization ?? '')?.[1];
        if (!androidId) return void response.writeHead(401).end('Error=AUTHENTICATION_FAILED');
        const token = randomUUID();
        registrations.set(token, {
          token,
          androidId,
          category: form.get('app') ?? '',
          subtype: form.get('X-subtype') ?? form.get('app') ?? '',
          sender: form.get('sender') ?? '',
        });
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`token=${token}`);
        return;
      }
      const token = /^\/fcm\/send\/([^/?]+)$/.exec(url)?.[1];
      const registration = token ? registrations.get(token) : undefined;
      if (request.method !== 'POST' || !registration) return void response.writeHead(404).end();
      if (request.headers['content-encoding'] !== 'aes128gcm' || !/^vapid t=.+, k=.+$/.test(request.headers.authorization ?? ''))
        return void response.writeHead(400).end();
      // DataMessageStanza: id, from (the application server key), to, category, app_data, persistent_id, raw_data.
      const appData = (key: string, value: string) => bytesField(7, Buffer.concat([bytesField(1, key), bytesField(2, value)]));
      deliver(
        registration.androidId,
        Buffer.concat([
          bytesField(2, randomUUID()),
          bytesField(3, registration.sender),
          bytesField(4, registration.androidId),
          bytesField(5, registration.category),
          appData('subtype', registration.subtype),
          appData('content-encoding', 'aes128gcm'),
          bytesField(9, randomUUID()),
          bytesField(21, body),
        ]),
      );
      response.writeHead(201).end();
    });
  });

  const mcs = tls.createServer(selfSignedCertificate(), (socket) => {
    let buffered = Buffer.alloc(0);
    let versionRead = false;
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (!versionRead && buffered.length > 0) {
        buffered = buffered.subarray(1);
        versionRead = true;
      }
      for (;;) {
        const length = buffered.length > 1 ? readVarint(buffered, 1) : null;
        if (!length || buffered.length < length.next + length.value) return;
        const tag = buffered[0];
        const message = buffered.subarray(length.next, length.next + length.value);
        buffered = buffered.subarray(length.next + length.value);
        if (tag === TAG.heartbeatPing) socket.write(frame(TAG.heartbeatAck, Buffer.alloc(0)));
        if (tag !== TAG.loginRequest) continue;
        // LoginRequest's `user` (field 3) is the android id the checkin gave; LoginResponse needs only its id.
        const androidId = stringFields(message).get(3) ?? '';
        socket.write(Buffer.concat([Buffer.from([MCS_VERSION]), frame(TAG.loginResponse, bytesField(1, ''))]));
        connections.set(androidId, socket);
        // A browser that reconnects gets what came while it was away on its new connection.
        socket.once('close', () => {
          if (connections.get(androidId) === socket) connections.delete(androidId);
        });
        for (const stanza of waiting.get(androidId) ?? []) socket.write(frame(TAG.dataMessage, stanza));
        waiting.delete(androidId);
      }
    });
  });

  await Promise.all([
    new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve)),
    new Promise<void>((resolve) => mcs.listen(0, '127.0.0.1', resolve)),
  ]);
  const webOrigin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  return {
    chromiumArgs: [
      `--gcm-checkin-url=${webOrigin}/checkin`,
      `--gcm-registration-url=${webOrigin}/register`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${(mcs.address() as AddressInfo).port}`,
      // The MCS connection's certificate is this service's own.
      '--ignore-certificate-errors',
    ],
    pushOrigin: webOrigin,
    async close() {
      for (const connection of connections.values()) connection.destroy();
      await Promise.all([
        new Promise<void>((resolve) => web.close(() => resolve())),
        new Promise<void>((resolve) => mcs.close(() => resolve())),
      ]);
    },
  };
}
