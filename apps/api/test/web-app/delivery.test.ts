import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { PUBLIC_URL, requireWebBuild, WEB_DIST_DIR } from './support.ts';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  requireWebBuild();
  ctx = await buildTestApp(
    { WEB_DIST_DIR, PUBLIC_URL },
    { logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } } },
  );
});

/** A hashed script of the build, as the browser asks for it. */
function someAsset(): string {
  const file = fs.readdirSync(path.join(WEB_DIST_DIR, 'assets')).find((name) => /\.js$/.test(name));
  if (!file) throw new Error('the build has no script');
  return `/assets/${file}`;
}

describe('static assets', () => {
  it('sends hashed assets precompressed with brotli, cached for a year as immutable', async () => {
    const asset = someAsset();
    const plain = fs.readFileSync(path.join(WEB_DIST_DIR, asset));
    const response = await ctx.app.inject({
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).equals(plain)).toBe(true);
  });

  it('sends only the security headers that matter for a file that is no document', async () => {
    const response = await ctx.app.inject({ url: someAsset() });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'x-xss-protection',
    ]) {
      expect(response.headers[header], header).toBeUndefined();
    }
    // Nor the validators of a file that never changes under its name, which the browser keeps for a year.
    for (const header of ['etag', 'last-modified', 'accept-ranges']) {
      expect(response.headers[header], header).toBeUndefined();
    }
    const page = await ctx.app.inject({ url: '/courses' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const asset = someAsset();
    const gz = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(fs.readFileSync(path.join(WEB_DIST_DIR, asset)))).toBe(true);
  });
});

describe('the site icon', () => {
  it('is named by every page and served, so that no browser asks for a missing /favicon.ico (a 404)', async () => {
    for (const url of ['/courses', '/forum']) {
      expect((await ctx.app.inject({ url })).body).toContain('<link rel="icon" href="/favicon.svg"');
    }
    const icon = await ctx.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('server-rendered pages', () => {
  it('are compressed and revalidated by ETag: an unchanged page answers 304 without a body', async () => {
    const first = await ctx.app.inject({ url: '/courses', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toContain('Available Courses');
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^".+"$/);

    const again = await ctx.app.inject({ url: '/courses', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers JSON of the API compressed when it is worth it (1 KiB and more), small answers as they are', async () => {
    const large = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('openapi');
    const small = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('treats an unparseable path as no page: the app shell answers and nothing is logged above debug', async () => {
    logLines.length = 0;
    const response = await ctx.app.inject({ url: '//%5c%5cevil' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    const levels = logLines.map((line) => (JSON.parse(line) as { level: number }).level);
    // pino levels: 20 debug, 30 info (the request log lines), 40 warn, 50 error.
    expect(levels.filter((level) => level >= 40)).toEqual([]);
    expect(logLines.some((line) => line.includes('unparseable path'))).toBe(true);
  });
});
