import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';

/** The numeric :id of a route; anything else is a 404 rather than a database error. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw AppError.notFound('Not found.');
  return id;
}
