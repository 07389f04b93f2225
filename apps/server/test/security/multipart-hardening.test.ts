import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { until } from '../helpers/until.ts';

/** Sends raw requests on one kept-alive connection and collects what comes back. */
function rawConnection(port: number) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('close', () => (closed = true));
  socket.on('error', () => (closed = true));
  return {
    send: (text: string) => socket.write(text),
    received: () => received,
    closed: () => closed,
    end: () => socket.destroy(),
  };
}

const statusLines = (text: string) => [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));

describe(`multipart hardening [${dialectName}]`, () => {
  let t: TestApp;
  let port: number;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    ({ auth } = await signUpTrader(t.app));
  });
  afterAll(() => t.close());

  for (const url of ['/api/kyc/submit', '/api/transactions/create']) {
    it(`${url}, when multipart has no boundary, then 400 with a message`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, 'content-type': 'multipart/form-data' },
        payload: 'garbage',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR' });
    });
  }

  it('a kept-alive connection, when an upload is refused early, then the answer says Connection: close and no request stalls', async () => {
    const conn = rawConnection(port);
    const boundary = 'xBOUNDARYx';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(10)}\r\n`;
    const body = ['a', 'b', 'c', 'd', 'e'].map(part).join('') + `--${boundary}--\r\n`;
    const request = [
      'POST /api/kyc/submit HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: ${auth.authorization}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
    conn.send(request);
    conn.send(request);
    await until(() => statusLines(conn.received()).length >= 1 || conn.closed());
    const statuses = statusLines(conn.received());
    expect(statuses[0]).toBeGreaterThanOrEqual(400);
    expect(statuses[0]).toBeLessThan(500);
    expect(conn.received()).toMatch(/connection: close/i);
    await until(() => conn.closed());
    conn.end();
    // A fresh connection is answered at once.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('a route that takes no upload, when sent a multipart body, then 415 with a message and the connection is closed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/place',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="symbol"\r\n\r\nEURUSD\r\n--x--\r\n',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error', code: 'VALIDATION_ERROR', message: 'Unsupported content type.' });
    expect(response.headers.connection).toBe('close');
  });
});
