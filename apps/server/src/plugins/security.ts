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
 * Headers that only a document (or worker) obeys: opener isolation, agent clustering, old-IE and
 * Flash switches, DNS prefetching of links. A hashed script or an API answer ignores them, and every
 * header costs bytes on the wire and CPU to write (about 0.5 kB on each of some 20 files a first
 * visit loads; a third of a trivial route's extra CPU, issue 16).
 */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
];

const without = (headers: Record<string, string>, names: string[]) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name)));

/** The headers a hashed build file under /assets/ keeps (nosniff, CORP, HSTS, referrer policy): no CSP, a script obeys none. */
export function assetHeaders(headers: Record<string, string>): Record<string, string> {
  return without(headers, [...DOCUMENT_ONLY, 'content-security-policy']);
}

/**
 * The headers an /api answer keeps: those of an asset plus the CSP, whose frame-ancestors stops the
 * answer (a JSON text, a receipt, a statement PDF opened in a tab) being framed by another site, as
 * OWASP's REST guidance asks; x-frame-options says the same only to browsers that predate CSP 2.
 */
export function apiHeaders(headers: Record<string, string>): Record<string, string> {
  return without(headers, DOCUMENT_ONLY);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  const forAssets = assetHeaders(headers);
  const forApi = apiHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/') ? forApi : url.startsWith('/assets/') ? forAssets : headers);
    done();
  });
}
