import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyError } from 'fastify';
import type { ErrorBody } from '@platform/shared/errors';
import { AppError } from './app-error.ts';
import { isMultipartRequest } from './multipart-request.ts';

/** One central handler: AppErrors pass through, framework 4xx are translated, 5xx internals are hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    // An upload refused part-way leaves unread bytes on the connection: close it rather than let the
    // next request on it be parsed out of the leftovers (or wait forever). Read the rest first (up to
    // a bound): closing a socket with unread bytes resets it, and the client would lose this answer.
    if (isMultipartRequest(request) || (error instanceof AppError ? error.status : error.statusCode) === 413) {
      void reply.header('connection', 'close');
      await drainRequest(request.raw);
    }
    if (error instanceof AppError) {
      return reply.status(error.status).send(toBody(error));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(toBody(new AppError('RATE_LIMITED', 429, 'Too many attempts. Please wait a few minutes and try again.')));
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(toBody(new AppError('PAYLOAD_TOO_LARGE', 413, 'The upload is too large.')));
    }
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported content type.' : 'The request is not valid.';
      return reply.status(status).send(toBody(new AppError('VALIDATION_ERROR', status, message)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(toBody(new AppError('SERVICE_UNAVAILABLE', 503, 'The service is briefly unavailable. Please try again in a moment.')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(toBody(new AppError('INTERNAL_ERROR', 500, 'Something went wrong on our side. Please try again.')));
  });
}

/** Most unread bytes read (and dropped) before an early answer; a client sending more loses its connection. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/** A client that stops sending mid-body is not waited for longer than this. */
const DRAIN_TIMEOUT_MS = 10_000;

/** Reads what is left of a request body and drops it, so the answer after it reaches the client. */
export function drainRequest(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > DRAIN_LIMIT_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    timer.unref();
    raw.on('data', onData).once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}

/** PostgreSQL SQLSTATE classes 08 (connection) and 57P (shutdown / cannot connect now). */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3])/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/** The database could not be reached (rather than refused the query): the caller may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(error.message);
}

export function toBody(error: AppError): ErrorBody {
  return {
    status: 'error',
    code: error.code,
    message: error.message,
    ...(error.details ? { details: error.details } : {}),
    ...(error.errors ? { errors: error.errors } : {}),
  };
}
