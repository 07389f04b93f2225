import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error.ts';
import { toBody } from '../errors/error-handler.ts';

/** Hashed file names never change content: browsers keep them a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon) is revalidated on every use, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';
/** The text files the web build writes .br and .gz twins for (apps/web/build/precompress.ts). */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|map)(\.br|\.gz)?$/;

/**
 * Serves the built SPA: hashed assets from /assets, index.html for every other non-API path
 * (deep links reload), a 404 for a hashed file the build does not have. The build precompresses
 * text files (.br, .gz beside each); they are sent as they are with `Content-Encoding` and
 * `Vary: Accept-Encoding`. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // A hashed file is never revalidated (immutable) and index.html goes out through the not-found
      // handler below, so validators and range support would only add header bytes to every file of a
      // first visit; favicon.svg, the one other file, is re-sent whole on revalidation (a few hundred bytes).
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res, filePath) => {
        const hashed = path.relative(webDist, filePath).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        // The same URL answers brotli, gzip or plain by Accept-Encoding: caches must key on it.
        if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist }, 'web build not found; run `npm run build` to serve the SPA');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send(toBody(AppError.notFound(`No API route ${request.method} ${pathname}.`)));
    }
    // A hashed file the build no longer has (a page opened before a deploy asks for its old code):
    // a 404 the page can tell apart, not index.html, which a browser would refuse as a script.
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).send(toBody(AppError.notFound(`No file ${pathname} in this build: reload the page.`)));
    }
    return reply.header('cache-control', REVALIDATE).type('text/html').send(fs.createReadStream(indexFile));
  });
}
