import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialectName, type TestApp } from '../helpers/build-test-app.ts';

/** A web build as apps/web/build/precompress.ts leaves it: hashed assets with .br and .gz twins. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ row: i })))};`;
  const file = path.join(dist, 'assets', 'index-AbC123.js');
  fs.writeFileSync(file, js);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(js));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(js));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe(`delivery: static files, cache headers and compression [${dialectName}]`, () => {
  let t: TestApp;
  let dist: string;
  const asset = '/assets/index-AbC123.js';
  beforeAll(async () => {
    dist = fakeBuild();
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a hashed asset, when the browser accepts brotli, then the prebuilt .br file, immutable for a year, varying by encoding', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(fs.readFileSync(path.join(dist, asset)).toString());
  });

  it('a hashed asset, when served, then without validators or range headers (it is never revalidated)', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers['accept-ranges']).toBeUndefined();
  });

  it('a hashed asset, when the browser accepts only gzip, then the prebuilt .gz file', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(fs.readFileSync(path.join(dist, asset)).toString());
  });

  it('a hashed asset, when the client accepts no encoding, then the plain file', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(fs.readFileSync(path.join(dist, asset)).toString());
  });

  it('a hashed asset, when served, then without the document-only headers (CSP, framing) but still nosniff and HSTS', async () => {
    const response = await t.app.inject({ method: 'GET', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
  });

  it('an API answer, when served, then nosniff, HSTS and a CSP that forbids framing, without the document-only headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    for (const name of [
      'x-frame-options',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-xss-protection',
      'x-dns-prefetch-control',
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
  });

  it('index.html and unhashed files, when served, then no-cache so a deploy shows at once', async () => {
    for (const url of ['/login', '/dashboard', '/favicon.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a hashed file of an older build, when a page opened before a deploy asks for it, then a 404 saying to reload, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/close-trade-dialog-0ld8uild.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ message: 'No file /assets/close-trade-dialog-0ld8uild.js in this build: reload the page.' });
  });

  it('a JSON answer over 1 kB, when the client accepts brotli, then compressed and still the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/symbols' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const response = await t.app.inject({ method: 'GET', url: '/api/symbols', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('a JSON answer under 1 kB, when the client accepts compression, then sent as it is', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/health/live, when the process runs, then ok without asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('pickEncoding', () => {
  it('an Accept-Encoding header, when read, then brotli first, gzip next, nothing refused with q=0 and nothing unknown', async () => {
    const { pickEncoding } = await import('../../src/plugins/compression.ts');
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('xbr, gzipx')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
