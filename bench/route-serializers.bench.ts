// What writing an answer costs on the two hot routes (POST /api/place, GET /api/health/live): the
// plain JSON.stringify fastify used before routes declared answers, the zod pass every other route
// now makes (fastify-type-provider-zod), and the precompiled fast-json-stringify those two routes use.
// The three must write the same bytes. In-process and single-threaded, so steadier than an HTTP run
// on a loaded machine.
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import { liveResponseSchema } from '@platform/shared/health';
import { orderSchema, placeMessages, placeOrderResponseSchema } from '@platform/shared/orders';
import { answerSerializer, precompiled } from '@platform/server/src/plugins/route-schemas.ts';
import { keepFigures, machine, type Figure } from './lib/results.ts';

const CALLS = 200_000;

/** A value for every field of a schema (numbers whole where the schema asks for an integer). */
function sampleOf(schema: z.ZodType): unknown {
  const def = schema.def as unknown as {
    type: string;
    innerType?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    entries?: Record<string, string>;
    values?: unknown[];
    options?: z.ZodType[];
  };
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape!).map(([key, field]) => [key, sampleOf(field)]));
    case 'nullable':
    case 'optional':
    case 'default':
      return sampleOf(def.innerType!);
    case 'array':
      return [sampleOf(def.element!), sampleOf(def.element!)];
    case 'number':
      return (schema as z.ZodNumber).isInt ? 4242 : 1.08765;
    case 'string':
      return '2026-11-23T12:00:00.000Z';
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries!)[0];
    case 'literal':
      return def.values![0];
    case 'union':
      return sampleOf(def.options![0]!);
    default:
      throw new Error(`no sample for a ${def.type}`);
  }
}

const place = placeOrderResponseSchema.parse({
  status: 'success',
  code: 'ORDER_PLACED',
  message: placeMessages.ORDER_PLACED,
  data: { order: sampleOf(orderSchema) },
});
const live = { status: 'ok' as const };

function serializerFor(schema: z.ZodType, url: string) {
  return answerSerializer({ schema, method: 'GET', url, httpStatus: '200' }) as (data: unknown) => string;
}

/** µs per call, best of three rounds (the least disturbed by other work on the machine). */
function microsPerCall(write: (data: unknown) => string, data: unknown): number {
  for (let i = 0; i < CALLS / 10; i++) write(data);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) write(data);
    best = Math.min(best, ((performance.now() - start) * 1000) / CALLS);
  }
  return best;
}

console.log(machine());
const figures: Record<string, Figure> = {};
for (const [route, schema, data] of [
  ['POST /api/place', placeOrderResponseSchema, place],
  ['GET /api/health/live', liveResponseSchema, live],
] as const) {
  const ways = {
    'JSON.stringify (no schema)': (value: unknown) => JSON.stringify(value),
    'zod pass': serializerFor(schema, route),
    precompiled: serializerFor(precompiled(schema), route),
  };
  const written = Object.values(ways).map((write) => write(data));
  for (const bytes of written) assert.equal(bytes, written[0], `${route}: every way writes the same bytes`);
  const plain = microsPerCall(ways['JSON.stringify (no schema)'], data);
  for (const [way, write] of Object.entries(ways)) {
    const micros = way === 'JSON.stringify (no schema)' ? plain : microsPerCall(write, data);
    console.log(`${route.padEnd(22)} ${way.padEnd(28)} ${micros.toFixed(2).padStart(7)} µs per answer`);
    figures[`${route} answer, ${way}`] = {
      value: micros,
      unit: 'µs',
      better: 'lower',
      ...(way === 'JSON.stringify (no schema)' ? {} : { baseline: plain }),
    };
  }
}
keepFigures('route-serializers', figures);
