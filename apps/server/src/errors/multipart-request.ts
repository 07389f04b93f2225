import type { FastifyRequest } from 'fastify';

/** A request whose body is a multipart form (file uploads). */
export function isMultipartRequest(request: FastifyRequest): boolean {
  return /^multipart\//i.test(request.headers['content-type'] ?? '');
}
