import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

/**
 * One access-log line per answered request ({method, url, status, ms}) instead of Fastify's two
 * ("incoming request" with the whole request serialized, then "request completed" with the reply).
 * Routes with `logLevel: 'silent'` (liveness probes) log nothing; errors keep Fastify's own lines.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (request.log.level === 'silent') return;
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: round(reply.elapsedTime) }, 'request');
  }
}

function round(ms: number) {
  return Math.round(ms * 10) / 10;
}

/**
 * Each request's logger: a child of the app's logger carrying its request id, except on a route
 * with `logLevel: 'silent'`, whose requests share one silent logger (a liveness probe builds no
 * child logger per call: a few µs of a trivial route's CPU).
 */
export function requestLoggerFactory(): (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
  raw: IncomingMessage,
) => FastifyBaseLogger {
  let silent: FastifyBaseLogger | undefined;
  return (logger, bindings, opts) => {
    if (opts.level !== 'silent') return logger.child(bindings, opts);
    return (silent ??= logger.child({}, { level: 'silent' }));
  };
}
