import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { withdrawalRequestSchema } from '@platform/shared/banking';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';
import { signUpTrader } from '../helpers/traders.ts';
import { signInStaff } from '../admin/staff-helpers.ts';
import { apiRouteTable } from '../../src/plugins/route-schemas.ts';

/** Numbers as JSON text (some are not JSON at all: the parser's 400 is a fine answer) and hostile strings. */
const NUMBERS = ['1e308', '1e400', '-0', '-1e-320', '9007199254740993', 'NaN', '0x1F'];
const TEXTS = [
  '"0x1F"',
  '"-1e308"',
  JSON.stringify('a\u0000b'),
  JSON.stringify('ctl\u0001\u0008\u001b\u007f'),
  JSON.stringify('x'.repeat(10_240)),
  JSON.stringify('\u202Eevil\u200F\u061C'),
  '"\\ud800"',
];
const VALUES = [...NUMBERS, ...TEXTS];

/** Bodies that pass validation, so a changed field reaches the service (and the database) behind it. */
const BASELINES: Record<string, Record<string, unknown>> = {
  'POST /api/alerts': { symbol: 'EURUSD', condition: 'bid_crosses_above', price: 1.105 },
  'POST /api/place': { symbol: 'EURUSD', side: 'buy', order_type: 'limit', volume: 0.01, trigger_price: 1.05 },
  'POST /api/transactions/create': {
    type: 'withdrawal',
    currency: 'USDT',
    amount: 10,
    chain: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  },
  'POST /api/support/tickets': { subject: 'Help', message: 'Please help' },
};
/** Routes that read their JSON body without a body schema: the shared schema they parse with. */
const UNSCHEMED_BODIES: Record<string, z.ZodType> = { 'POST /api/transactions/create': withdrawalRequestSchema };

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The kind of a field: a number, free text, or neither (enums, booleans, arrays, objects). */
function kindOf(schema: z.ZodType): 'number' | 'text' | null {
  const def = defOf(schema);
  if (def.type === 'number') return 'number';
  if (def.type === 'string') return 'text';
  const inner = def.innerType ?? def.in;
  if (inner) return kindOf(inner);
  if (def.type === 'union') return def.options!.map(kindOf).find((kind) => kind !== null) ?? null;
  return null;
}

/** The price, amount and free-text fields of an object schema. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.innerType ?? def.in) return fieldsOf(def.innerType ?? def.in);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!)
    .filter(([, field]) => kindOf(field) !== null)
    .map(([name]) => name);
}

interface Sent {
  method: string;
  path: string;
  body?: string;
}
type Outcome = { status: number } | { dropped: string };

function send(agent: http.Agent, port: number, auth: string, request: Sent): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { authorization: auth };
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      // Node's client sends a DELETE's body without a length unless told (its bytes would then be a second, malformed request).
      headers['content-length'] = String(Buffer.byteLength(request.body));
    }
    const req = http.request({ host: '127.0.0.1', port, path: request.path, method: request.method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error) => resolve({ dropped: String(error) }));
    });
    req.on('error', (error) => resolve({ dropped: String(error) }));
    req.end(request.body);
  });
}

/** Runs every request, `concurrency` at a time, over the agent's kept-alive connections. */
async function sendAll(agent: http.Agent, port: number, work: Array<{ auth: string; request: Sent }>, concurrency = 16) {
  const outcomes: Array<{ request: Sent; outcome: Outcome }> = [];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const item = work[next++]!;
      outcomes.push({ request: item.request, outcome: await send(agent, port, item.auth, item.request) });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** Issue 34, the fuzz of its done-when, and finding 13 (answers before a closed connection). */
describe(`hostile inputs on every endpoint that takes a price, an amount or free text [${dialectName}]`, () => {
  let t: TestApp;
  let port: number;
  let trader: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_LIMIT_PER_ADDRESS: '1000', SIGNUP_LIMIT_PER_ADDRESS: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    trader = (await signUpTrader(t.app, { account_type: 'live' })).auth.authorization;
    admin = (await signInStaff(t, 'admin')).auth.authorization;
  });
  afterAll(() => t.close());

  it('every such endpoint, when sent 1e308, -0, NaN, hex, exponents, NUL, control characters, 10 kB and RTL marks concurrently, then no 5xx and no dropped connection', async () => {
    const work: Array<{ auth: string; request: Sent }> = [];
    const covered = new Set<string>();
    for (const route of apiRouteTable(t.app)) {
      const id = `${route.method} ${route.url}`;
      // Ids no row has: the body is still parsed and checked; no fuzzed request signs anyone out.
      const path = route.url.replace(/:\w+/g, '999999');
      const auth = route.url.startsWith('/api/admin') ? admin : trader;
      if (/\/logout$|sign-out/.test(route.url)) continue;
      const bodyFields = fieldsOf(route.body ?? UNSCHEMED_BODIES[id]);
      const queryFields = fieldsOf(route.query);
      if (bodyFields.length === 0 && queryFields.length === 0) continue;
      covered.add(id);
      const baseline = BASELINES[id];
      for (const value of VALUES) {
        if (bodyFields.length > 0) {
          // Every field at once, and with a valid baseline each field alone (so the service is reached).
          work.push({ auth, request: { method: route.method, path, body: `{${bodyFields.map((f) => `"${f}":${value}`).join(',')}}` } });
          if (baseline)
            for (const field of bodyFields) {
              const rest = JSON.stringify({ ...baseline, [field]: undefined }).slice(1, -1);
              work.push({ auth, request: { method: route.method, path, body: `{${rest ? `${rest},` : ''}"${field}":${value}}` } });
            }
        }
        if (queryFields.length > 0) {
          // The whole query stays under Node's 16 kB header limit (a longer one is a 431 and a closed connection by design).
          const perField = Math.floor(12_000 / queryFields.length);
          const text = value.startsWith('"') ? (JSON.parse(value.replace('\\ud800', '?')) as string).slice(0, perField) : value;
          work.push({
            auth,
            request: { method: route.method, path: `${path}?${queryFields.map((f) => `${f}=${encodeURIComponent(text)}`).join('&')}` },
          });
        }
      }
    }
    for (const id of [
      'POST /api/alerts',
      'PATCH /api/alerts/:id',
      'POST /api/place',
      'POST /api/transactions/create',
      'POST /api/user/update',
      'POST /api/support/tickets',
    ])
      expect(covered, id).toContain(id);

    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const outcomes = await sendAll(agent, port, work);
      const failed = outcomes.filter(({ outcome }) => 'dropped' in outcome || outcome.status >= 500);
      expect(
        failed.map(
          ({ request, outcome }) => `${request.method} ${request.path} ${request.body?.slice(0, 80) ?? ''} → ${JSON.stringify(outcome)}`,
        ),
      ).toEqual([]);
      expect(outcomes).toHaveLength(work.length);
    } finally {
      agent.destroy();
    }
  });

  it('an upload of 500 fields and 50 files, when sent twice on one kept-alive connection, then both get their 413', async () => {
    const { auth } = await signUpTrader(t.app);
    const boundary = 'fuzzBoundary';
    const parts = [
      ...Array.from({ length: 500 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nvalue ${i}\r\n`),
      ...Array.from(
        { length: 50 },
        (_, i) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="file${i}"; filename="a${i}.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(20_000)}\r\n`,
      ),
    ];
    const body = `${parts.join('')}--${boundary}--\r\n`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const path of ['/api/transactions/create', '/api/kyc/submit']) {
        const answers: Outcome[] = [];
        for (let i = 0; i < 2; i++)
          answers.push(
            await new Promise<Outcome>((resolve) => {
              const req = http.request(
                {
                  host: '127.0.0.1',
                  port,
                  path,
                  method: 'POST',
                  agent,
                  headers: { authorization: auth.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
                },
                (res) => (res.resume(), res.on('end', () => resolve({ status: res.statusCode ?? 0 }))),
              );
              req.on('error', (error) => resolve({ dropped: String(error) }));
              req.end(body);
            }),
          );
        expect(answers, path).toEqual([{ status: 413 }, { status: 413 }]);
      }
    } finally {
      agent.destroy();
    }
  });

  it('JSON posts with an invalid type, when sent concurrently on kept-alive connections, then each gets its answer', async () => {
    const { auth } = await signUpTrader(t.app);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    try {
      const work = Array.from({ length: 150 }, () => ({
        auth: auth.authorization,
        request: { method: 'POST', path: '/api/transactions/create', body: JSON.stringify({ type: 'bogus', amount: 1 }) },
      }));
      const outcomes = await sendAll(agent, port, work, 32);
      expect(outcomes.filter(({ outcome }) => !('status' in outcome) || ![422, 429].includes(outcome.status))).toEqual([]);
    } finally {
      agent.destroy();
    }
  });
});
