import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One access-log line per answered request ({method, url, status, ms}) instead of Fastify's two
 * ("incoming request" with the whole request serialized, then "request completed" with the reply).
 * Routes with `logLevel: 'silent'` (liveness probes) log nothing; errors keep Fastify's own lines.
 */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: round(reply.elapsedTime) }, 'request');
  }
}

function round(ms: number) {
  return Math.round(ms * 10) / 10;
}
