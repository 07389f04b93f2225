import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okSchema } from '@platform/shared/answers';
import { registerErrorHandler } from '../../src/errors/error-handler.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { failures, registerRouteSchemas, refusedAs } from '../../src/plugins/route-schemas.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** A bare app with the route-schema rules and the error handler (which asks about multipart), to register one route on. */
function bareApp() {
  const app = Fastify();
  void app.register(multipart);
  registerErrorHandler(app);
  registerRouteSchemas(app);
  return app.withTypeProvider<ZodTypeProvider>();
}

describe('route schemas', () => {
  let built: TestApp;

  beforeAll(async () => {
    built = await buildTestApp();
  });
  afterAll(async () => {
    await built.close();
  });

  it('the whole app: when it is built, then every API route declares a 2xx answer and the 4xx error body', () => {
    // The rule runs on every route as it is registered: the app above would not have built otherwise.
    expect(built.app.hasRoute({ method: 'POST', url: '/api/place' })).toBe(true);
    expect(built.app.hasRoute({ method: 'GET', url: '/api/admin/traders/:id' })).toBe(true);
  });

  it('an API route without a response schema: when the app starts, then it refuses, naming the route', async () => {
    const app = bareApp();
    void app.register(async (api) => {
      api.get('/api/forgotten', async () => ({ status: 'success' as const }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/forgotten declares no response schema for a 2xx answer');
  });

  it('an API route with a 2xx answer but no error body: when the app starts, then it refuses', async () => {
    const app = bareApp();
    void app.register(async (api) => {
      api.get('/api/half', { schema: { response: { 200: okSchema } } }, async () => ({ status: 'success' as const }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/half declares no response schema for the 4xx error body');
  });

  it('a route outside /api (the SPA, metrics): when it declares nothing, then the app starts', async () => {
    const app = bareApp();
    app.get('/metrics', async () => 'text');
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('a bad body: when it is sent, then the answer is the 422 of the hand-written validate() (field messages, first as the message)', async () => {
    const app = bareApp();
    const body = z.object({ name: z.string().min(1, 'Name is required.'), age: z.number({ error: 'Age must be a number.' }) });
    app.post('/api/people', { schema: { body, response: { 200: okSchema, ...failures } } }, async () => ({ status: 'success' as const }));

    const response = await app.inject({ method: 'POST', url: '/api/people', payload: { name: '', age: 'x' } });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION_ERROR',
      message: 'Name is required.',
      errors: { name: ['Name is required.'], age: ['Age must be a number.'] },
    });
    await app.close();
  });

  it('no body at all: when the call is sent, then the schema reads it as {} (as validate() did)', async () => {
    const app = bareApp();
    const body = z.object({ note: z.string().default('none') });
    app.post('/api/notes', { schema: { body, response: { 200: body, ...failures } } }, async (request) => request.body);

    const response = await app.inject({ method: 'POST', url: '/api/notes' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ note: 'none' });
    await app.close();
  });

  it('a params schema refused as a 404: when the id cannot exist, then the answer is that 404, not a 422', async () => {
    const app = bareApp();
    const params = refusedAs(z.object({ id: z.coerce.number().int().positive() }), () => AppError.notFound('Alert not found.'));
    app.get('/api/alerts/:id', { schema: { params, response: { 200: okSchema, ...failures } } }, async () => ({
      status: 'success' as const,
    }));

    const response = await app.inject({ method: 'GET', url: '/api/alerts/abc' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Alert not found.' });
    await app.close();
  });

  it('an answer with a field its schema lacks: when it is sent, then the field is not on the wire', async () => {
    const app = bareApp();
    app.get('/api/me', { schema: { response: { 200: z.object({ id: z.number() }), ...failures } } }, async () => ({
      id: 1,
      password_hash: 'secret',
    }));

    const response = await app.inject({ method: 'GET', url: '/api/me' });

    expect(response.json()).toEqual({ id: 1 });
    await app.close();
  });
});
