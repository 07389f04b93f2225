import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The request's Idempotency-Key header (one per user action, reused on retry), or null. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim() !== '' ? value.trim() : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as sent, before its schema parsed it: an Idempotency-Key's retry must repeat it exactly. */
    sentBody: unknown;
  }
}

/** Keeps `request.sentBody` on the routes of `app` (a preValidation hook: the schema then replaces `body`). */
export function keepSentBody(app: FastifyInstance): void {
  app.decorateRequest('sentBody', null);
  app.addHook('preValidation', (request, _reply, done) => {
    request.sentBody = request.body;
    done();
  });
}
