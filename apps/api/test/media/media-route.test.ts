import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { decodings, traversalPayloads } from './traversal.ts';

const CANARY = 'canary: outside the storage root';
const VIDEO = crypto.randomBytes(100_000);
const PDF = Buffer.from('%PDF-1.7\n% a score\n');
const THUMB = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp();
  const { storage } = ctx.app;
  await storage.put('courses/1/intro.mp4', VIDEO);
  await storage.put('scores/tune.pdf', PDF);
  await storage.put('scores/tune.musicxml', Buffer.from('<score-partwise/>'));
  await storage.put('backing-tracks/tune.mp3', VIDEO.subarray(0, 5000));
  await storage.put('thumbnails/courses/tune.jpg', THUMB);
  await storage.put('thumbnails/oops.mp4', VIDEO.subarray(0, 10));
  // Canaries where a traversal out of DATA_DIR/media would land.
  fs.mkdirSync(path.join(ctx.dataDir, 'etc'), { recursive: true });
  fs.writeFileSync(path.join(ctx.dataDir, 'etc', 'passwd'), CANARY);
  fs.writeFileSync(path.join(ctx.dataDir, 'secret.txt'), CANARY);
});
afterEach(() => void vi.useRealTimers());

const sign = (key: string, options?: { download?: boolean; filename?: string }) =>
  ctx.app.mediaUrls.signed(key, options)!;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('GET /api/media/<key> with a signed URL', () => {
  it('streams a video inline with its type, nosniff, private caching and Accept-Ranges', async () => {
    const res = await get(sign('courses/1/intro.mp4'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(VIDEO)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(VIDEO.length),
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(7000);
    expect(maxAge).toBeLessThanOrEqual(ctx.config.mediaUrlTtlSeconds);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: sign('courses/1/intro.mp4') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(VIDEO.length));
    expect(res.body).toBe('');
  });

  describe('byte ranges', () => {
    const url = () => sign('courses/1/intro.mp4');
    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=99990-', 99990, 99999],
      ['bytes=-500', 99500, 99999],
      ['bytes=-200000', 0, 99999],
      ['bytes=50000-9999999', 50000, 99999],
      ['bytes=99999-99999', 99999, 99999],
    ])('%s -> 206 with exactly bytes %i-%i', async (range, start, end) => {
      const res = await get(url(), { range });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/100000`);
      expect(res.headers['content-length']).toBe(String(end - start + 1));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.rawPayload.equals(VIDEO.subarray(start, end + 1))).toBe(true);
    });

    it.each(['bytes=100000-', 'bytes=200000-300000', 'bytes=-0'])(
      '%s -> 416 with bytes */size',
      async (range) => {
        const res = await get(url(), { range });
        expect(res.statusCode).toBe(416);
        expect(res.headers['content-range']).toBe('bytes */100000');
        expect(res.rawPayload.length).toBe(0);
      },
    );

    it.each(['bytes=5-1', 'bytes=0-1,10-20', 'pages=1-2', 'bytes=x-'])(
      'ignores %s (whole file, 200)',
      async (range) => {
        const res = await get(url(), { range });
        expect(res.statusCode).toBe(200);
        expect(res.rawPayload.equals(VIDEO)).toBe(true);
      },
    );

    it('honours If-Range only for the current ETag, and If-None-Match with 304', async () => {
      const first = await get(url());
      const etag = String(first.headers['etag']);
      expect((await get(url(), { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
      expect((await get(url(), { range: 'bytes=0-9', 'if-range': '"stale"' })).statusCode).toBe(200);
      expect((await get(url(), { 'if-none-match': etag })).statusCode).toBe(304);
    });

    it('serves backing-track audio by ranges as well', async () => {
      const res = await get(sign('backing-tracks/tune.mp3'), { range: 'bytes=0-' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.headers['content-range']).toBe('bytes 0-4999/5000');
    });
  });

  it('sends PDF, MusicXML and audio downloads as attachments with their file name', async () => {
    const pdf = await get(sign('scores/tune.pdf', { download: true }));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="tune.pdf"');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);

    const xml = await get(
      sign('scores/tune.musicxml', { download: true, filename: 'Nuages du Soir - Chords.musicxml' }),
    );
    expect(xml.headers['content-type']).toBe('application/vnd.recordare.musicxml+xml');
    expect(xml.headers['content-disposition']).toBe(
      'attachment; filename="Nuages du Soir - Chords.musicxml"',
    );

    const mp3 = await get(
      sign('backing-tracks/tune.mp3', { download: true, filename: 'Valse Rapide en Ré.mp3' }),
    );
    expect(mp3.headers['content-disposition']).toBe(
      `attachment; filename="Valse Rapide en R_.mp3"; filename*=UTF-8''Valse%20Rapide%20en%20R%C3%A9.mp3`,
    );
  });

  describe('refuses with 403 {message}', () => {
    const expectRefused = async (url: string, message = 'This media link is invalid.') => {
      const res = await get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toEqual({
        message,
        code: expect.stringMatching(/^media_link_(invalid|expired)$/),
      });
    };

    it('a URL without signature or expiry, or with an empty one', async () => {
      await expectRefused('/api/media/courses/1/intro.mp4');
      await expectRefused('/api/media/courses/1/intro.mp4?exp=9999999999');
      await expectRefused(sign('courses/1/intro.mp4').replace(/sig=[^&]+/, 'sig='));
    });

    it('a changed key, expiry or signature', async () => {
      const url = sign('courses/1/intro.mp4');
      const u = new URL(url, 'http://x');
      const exp = u.searchParams.get('exp')!;
      const sig = u.searchParams.get('sig')!;
      await expectRefused(url.replace('intro.mp4', 'outro.mp4'));
      await expectRefused(url.replace('courses/1/', 'courses/2/'));
      await expectRefused(url.replace(`exp=${exp}`, `exp=${Number(exp) + 3600}`));
      await expectRefused(url.replace(`exp=${exp}`, `exp=${Number(exp) - 1}`));
      for (const i of [0, 10, 42]) {
        const flipped = sig.slice(0, i) + (sig[i] === 'A' ? 'B' : 'A') + sig.slice(i + 1);
        await expectRefused(url.replace(sig, flipped));
      }
      await expectRefused(`${url}&sig=${sig}`);
      // A valid signature of one file does not open another.
      await expectRefused(`/api/media/scores/tune.pdf?exp=${exp}&sig=${sig}`);
    });

    it('a changed disposition or download name', async () => {
      const inline = sign('scores/tune.pdf');
      await expectRefused(inline.replace('?', '?dl=1&'));
      const download = sign('scores/tune.pdf', { download: true, filename: 'Tune.pdf' });
      await expectRefused(download.replace('dl=1&', ''));
      await expectRefused(download.replace('dl=1', 'dl=0'));
      await expectRefused(download.replace('name=Tune.pdf', 'name=Other.pdf'));
      await expectRefused(download.replace('&name=Tune.pdf', ''));
    });

    it('an expired URL (fake clock past the expiry), with its own message', async () => {
      const url = sign('courses/1/intro.mp4');
      const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime((exp - 1) * 1000);
      expect((await get(url)).statusCode).toBe(200);
      vi.setSystemTime((exp + 1) * 1000);
      await expectRefused(url, 'This media link has expired.');
      vi.useRealTimers();
    });
  });

  it('answers 404 {message} for a correctly signed key that has no file', async () => {
    const res = await get(sign('courses/1/missing.mp4'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found.', code: 'file_not_found' });
  });
});

describe('a tiny MEDIA_URL_TTL_SECONDS', () => {
  it('expires links after that many seconds', async () => {
    const short = await buildTestApp({ MEDIA_URL_TTL_SECONDS: '2' });
    await short.app.storage.put('a.mp3', Buffer.from('abc'));
    const url = short.app.mediaUrls.signed('a.mp3')!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(3);
    expect((await short.app.inject({ url })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 4000);
    const res = await short.app.inject({ url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This media link has expired.', code: 'media_link_expired' });
  });
});

describe('GET /api/public/thumbnails/<key>', () => {
  it('serves a thumbnail to anyone, with long public caching', async () => {
    const res = await get('/api/public/thumbnails/courses/tune.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(THUMB)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=604800',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(
      (await get('/api/public/thumbnails/courses/tune.jpg', { 'if-none-match': String(res.headers['etag']) }))
        .statusCode,
    ).toBe(304);
  });

  it('serves nothing but raster images under thumbnails/', async () => {
    for (const url of [
      '/api/public/thumbnails/oops.mp4',
      '/api/public/thumbnails/../courses/1/intro.mp4',
      '/api/public/thumbnails/..%2fcourses/1/intro.mp4',
      '/api/public/thumbnails/%2e%2e/scores/tune.pdf',
      '/api/public/thumbnails/courses/missing.jpg',
      '/api/public/thumbnails/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('PDF');
    }
  });
});

describe('path traversal', () => {
  const payloads = traversalPayloads();

  /** A raw HTTP request, so that no client normalises the path first. */
  function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: target, method: 'GET' }, (res) => {
        let body = '';
        res.setEncoding('latin1').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it(`never escapes DATA_DIR/media nor fails with 5xx for ${payloads.length} corpus payloads over HTTP`, async () => {
    const app = await buildTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as AddressInfo;
    fs.mkdirSync(path.join(app.dataDir, 'etc'), { recursive: true });
    fs.writeFileSync(path.join(app.dataDir, 'etc', 'passwd'), CANARY);
    const valid = new URL(app.app.mediaUrls.signed('a.mp4')!, 'http://x').search;
    const statuses = new Map<number, number>();
    for (const payload of payloads) {
      const rest = payload.startsWith('/') ? payload.slice(1) : payload;
      for (const target of [
        `/api/media/${rest}${valid}`,
        `/api/media/${rest}`,
        `/api/public/thumbnails/${rest}`,
      ]) {
        // Characters Node refuses to put on the request line are sent percent-encoded.
        const res = await rawGet(port, target.replace(/[^\x21-\x7e]/g, encodeURIComponent));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect([400, 403, 404], target).toContain(res.status);
        expect(res.body, target).not.toContain('canary');
        expect(res.body, target).not.toMatch(/root:.*:0:0:/);
      }
    }
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
  });

  it('never makes a signed URL for a traversal key', () => {
    for (const payload of payloads.slice(0, 200)) {
      for (const key of decodings(payload)) {
        if (key.split('/').some((s) => s === '..' || s.includes('\\')))
          expect(() => sign(key), key).toThrow();
      }
    }
  });
});
