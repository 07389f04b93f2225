import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Strict CSP that the built SPA runs under: only our own origin, no inline scripts. */
const middleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The security headers are the same on every answer, so helmet runs once here and each request
 * only copies the finished map (@fastify/helmet rebuilt the CSP on every request: about a third
 * of a trivial route's CPU).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Headers that only a document (or worker) obeys: framing, the CSP, opener isolation, old-IE and
 * Flash switches. A hashed script or stylesheet ignores them, and the browser counts every header
 * byte of every file a first visit loads (about 0.5 kB each over some 20 files, issue 16).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

/** The headers a hashed build file under /assets/ keeps (nosniff, CORP, HSTS, referrer policy). */
export function assetHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.includes(name)));
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  const forAssets = assetHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? forAssets : headers);
    done();
  });
}
