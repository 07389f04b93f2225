import type { FastifyRequest } from 'fastify';

/** The request's Idempotency-Key header (one per user action, reused on retry), or null. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.trim() !== '' ? value.trim() : null;
}
