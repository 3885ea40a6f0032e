import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';

const INDEX_HTML = '<!doctype html><html><body><div id="root">gypsy jazz test shell</div></body></html>';
const APP_JS = 'console.log("app bundle");';
let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), APP_JS);
  ctx = await buildTestApp(
    { BODY_LIMIT_BYTES: '2048', WEB_DIST_DIR: webDist },
    {
      beforeReady: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret detail: connection string postgres://admin:hunter2@db');
        });
      },
    },
  );
});
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(path.join(path.dirname(webDist), 'gjs-outside-secret.txt'), { force: true });
});

describe('GET /api/health', () => {
  it('answers {status: ok, database: ok} after a round trip to the real database', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    for (const url of ['/api/health', '/some/page']) {
      const res = await ctx.app.inject({ url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp.split(';')).toEqual(
        expect.arrayContaining(["default-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"]),
      );
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      // WebAssembly may compile (the audio engine, decision 0313); scripts are never inline or eval'd.
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('sends no HSTS while the public URL is plain http', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('errors leave as JSON with a message', () => {
  it('answers a body larger than BODY_LIMIT_BYTES with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'x', password: 'p'.repeat(3000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('accepts a body just under the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'nobody', password: 'p'.repeat(1000) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown API route with 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/profile/'],
      ['GET', '/api'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: `Route ${method} ${url} not found.`, code: expect.any(String) });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "alice", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('answers an unsupported content type with 415 and a message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('hides the details of an internal error behind 500 {message: "Internal server error."}', async () => {
    const res = await ctx.app.inject({ url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error.', code: 'server_error' });
    expect(res.body).not.toMatch(/hunter2|secret detail|\.ts:\d+|at /);
  });
});

describe('OpenAPI document', () => {
  it('lists the API routes with request schemas generated from zod', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/login/', '/api/auth/refresh/', '/api/profile/', '/api/public/site-settings/']) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    expect(doc.paths).toHaveProperty(['/api/analytics/pageviews/']);
    const body = (p: string, method: string) =>
      doc.paths[p][method].requestBody.content['application/json'].schema;
    expect(body('/api/login/', 'post')).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string', maxLength: 254 }, password: { type: 'string' } },
    });
    expect(body('/api/auth/refresh/', 'post').required).toEqual(['refresh']);
    expect(Object.keys(body('/api/profile/', 'patch').properties).sort()).toEqual([
      'bio',
      'email_notifications',
      'interface_language',
      'language',
      'level',
      'user',
    ]);
    expect(body('/api/profile/', 'patch').properties.level.enum).toEqual([
      'beginner',
      'intermediate',
      'advanced',
    ]);
    expect(body('/api/analytics/pageviews/', 'post').properties.session_id).toMatchObject({ format: 'uuid' });
    expect(doc.paths['/api/public/site-settings/'].get.responses['200']).toBeDefined();
  });
});

describe('web app fallback (WEB_DIST_DIR)', () => {
  it('answers a deep link with index.html, not cached', async () => {
    for (const url of ['/some/deep/link', '/', '/reset-password/MQ/abc?x=1']) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await ctx.app.inject({ url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(APP_JS);
  });

  it('keeps unknown API paths a JSON 404 and answers non-GET page requests with 404', async () => {
    const api = await ctx.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET /api/nope not found.', code: 'route_not_found' });
    const post = await ctx.app.inject({ method: 'POST', url: '/some/deep/link' });
    expect(post.statusCode).toBe(404);
  });

  it('never serves a file outside the web folder', async () => {
    fs.writeFileSync(path.join(path.dirname(webDist), 'gjs-outside-secret.txt'), 'outside');
    for (const url of [
      `/../${path.basename(webDist)}/../gjs-outside-secret.txt`,
      '/assets/..%2f..%2fgjs-outside-secret.txt',
      '/assets/%2e%2e/%2e%2e/gjs-outside-secret.txt',
      '/..%252f..%252fetc%252fpasswd',
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.body, url).not.toContain('outside');
      expect(res.body, url).not.toMatch(/root:.*:0:0:/);
    }
  });
});
