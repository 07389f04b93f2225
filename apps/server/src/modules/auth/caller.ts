import type { FastifyRequest } from 'fastify';
import type { Caller } from './login-guard.ts';

/**
 * Who is calling: the address Fastify resolved (the socket's peer, or X-Forwarded-For only when
 * the peer is one of the TRUST_PROXY proxies) and the user agent.
 */
export function callerOf(request: FastifyRequest): Caller {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null };
}
