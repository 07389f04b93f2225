import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, RouteOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { errorBodySchema, fieldErrorsFromZod } from '@platform/shared/errors';
import { AppError } from '../errors/app-error.ts';

/** The error answer every route declares: the one `AppError` body for any 4xx. */
export const failures = { '4xx': errorBodySchema } as const;

const refusals = new WeakMap<z.ZodType, () => AppError>();

/**
 * A params schema whose failure answers `refusal()` rather than a 422: an id that cannot exist is
 * a missing thing (404), the same answer as a well-formed id nobody owns.
 */
export function refusedAs<S extends z.ZodType>(schema: S, refusal: () => AppError): S {
  refusals.set(schema, refusal);
  return schema;
}

/**
 * Request parts are parsed with the route's shared zod schema; a failure is the `AppError` the
 * hand-written `validate()` threw (422 with {field: [messages]}), so the wire did not change.
 * A missing body is read as `{}` (fastify hands the validator `null`).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: refusals.get(schema)?.() ?? AppError.validation(fieldErrorsFromZod(result.error)) };
  };

/** Routes outside /api (the SPA's files, /metrics' text exposition) answer no JSON contract. */
const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

const precompiledSchemas = new WeakSet<z.ZodType>();

/**
 * The answer of a hot route (`POST /api/place`, `GET /api/health/live`): written by
 * fast-json-stringify compiled once from the schema's JSON Schema instead of a zod pass per call
 * (same fields, same bytes; ~3 µs instead of ~25 µs for an order). The handler's type is then the
 * only check, so keep it to answers built by typed code.
 */
export function precompiled<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone() as S;
  precompiledSchemas.add(copy);
  return copy;
}

/** Writes a route's answers: a zod pass (fastify-type-provider-zod), or fast-json-stringify for a `precompiled` schema. */
export const answerSerializer: FastifySerializerCompiler<z.ZodType> = (route) => {
  if (!precompiledSchemas.has(route.schema)) return serializerCompiler(route);
  const jsonSchema = z.toJSONSchema(route.schema, { target: 'draft-7', io: 'output' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};

/**
 * Zod validation and serialization for every route, and the rule that every API route declares
 * its answers: a route registered without `schema.response` (a 2xx and the 4xx error body) stops
 * the app from building.
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  const table: ApiRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (route) => {
    const missing = missingResponses(route);
    if (missing) throw new Error(`${String(route.method)} ${route.url} declares no response schema for ${missing}`);
    if (!isApiRoute(route.url)) return;
    const body = route.schema?.body as z.ZodType | undefined;
    const query = route.schema?.querystring as z.ZodType | undefined;
    for (const method of [route.method].flat()) table.push({ method: String(method), url: route.url, body, query });
  });
}

/** An API route as registered: its method, its URL pattern and its body's and query's zod schemas (if it has them). */
export interface ApiRoute {
  method: string;
  url: string;
  body: z.ZodType | undefined;
  query: z.ZodType | undefined;
}

const routeTables = new WeakMap<FastifyInstance, ApiRoute[]>();

/** Every /api route of the app with its body schema (tests derive their inputs from it: the fuzz over every endpoint). */
export function apiRouteTable(app: FastifyInstance): readonly ApiRoute[] {
  return routeTables.get(app) ?? [];
}

/** What a route's `schema.response` lacks: a success status, the 4xx error body, or nothing. */
function missingResponses(route: Pick<RouteOptions, 'url' | 'schema'>): string | null {
  if (!isApiRoute(route.url)) return null;
  const codes = Object.keys(route.schema?.response ?? {});
  if (!codes.some((code) => /^2(\d\d|xx)$/.test(code))) return 'a 2xx answer';
  if (!codes.includes('4xx')) return 'the 4xx error body';
  return null;
}

/** A file answered as it is (bytes or a stream, with its own content type): fastify never serializes it. */
export const downloadSchema = z.custom<Buffer | Readable>((value) => value instanceof Uint8Array || value instanceof Readable);
