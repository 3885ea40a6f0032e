import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMediaSigner, deriveMediaSecret } from '../../src/modules/media/signing.ts';
import { parseRange } from '../../src/modules/media/ranges.ts';
import { contentDisposition } from '../../src/modules/media/content-disposition.ts';

const NOW = 1_800_000_000;
const signer = createMediaSigner({ secret: crypto.randomBytes(32), ttlSeconds: 7200, baseUrl: '' });

function parse(url: string) {
  const u = new URL(url, 'http://x');
  return { key: u.pathname.replace(/^\/api\/media\//, ''), query: Object.fromEntries(u.searchParams) };
}

describe('media URL signing', () => {
  it('signs a key into /api/media/<key>?exp=&sig= that verifies as inline', () => {
    const url = signer.url('courses/3/intro.mp4', {}, NOW);
    expect(url).toMatch(/^\/api\/media\/courses\/3\/intro\.mp4\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/);
    const { key, query } = parse(url);
    const result = signer.verify(key, query, NOW);
    expect(result).toEqual({
      ok: true,
      link: { key, disposition: 'inline', filename: 'intro.mp4', expiresAt: Number(query['exp']) },
    });
  });

  it('lives at least the TTL, at most TTL plus one step, and repeats within a step', () => {
    const exp = Number(parse(signer.url('a.mp4', {}, NOW)).query['exp']);
    expect(exp - NOW).toBeGreaterThanOrEqual(7200);
    expect(exp - NOW).toBeLessThanOrEqual(7200 + 900);
    expect(signer.url('a.mp4', {}, NOW + 100)).toBe(signer.url('a.mp4', {}, NOW + 101));
    const { key, query } = parse(signer.url('a.mp4', {}, NOW));
    expect(signer.verify(key, query, exp).ok).toBe(true);
    expect(signer.verify(key, query, exp + 1)).toEqual({ ok: false, reason: 'expired' });
  });

  it('bakes the disposition and the download name into the signature', () => {
    const url = signer.url(
      'scores/tune.pdf',
      { download: true, filename: 'Swing de Berlin – Chords.pdf' },
      NOW,
    );
    const { key, query } = parse(url);
    expect(query['dl']).toBe('1');
    expect(signer.verify(key, query, NOW)).toMatchObject({
      ok: true,
      link: { disposition: 'attachment', filename: 'Swing de Berlin – Chords.pdf' },
    });
    const withoutDl = { ...query };
    delete withoutDl['dl'];
    delete withoutDl['name'];
    expect(signer.verify(key, withoutDl, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, { ...query, name: 'other.pdf' }, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const inline = parse(signer.url('scores/tune.pdf', {}, NOW));
    expect(signer.verify(key, { ...inline.query, dl: '1' }, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rejects every single-character change of the signature, and a change of key or expiry', () => {
    const { key, query } = parse(signer.url('courses/3/intro.mp4', {}, NOW));
    const sig = query['sig']!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < sig.length; i++) {
      for (const c of alphabet) {
        if (c === sig[i]) continue;
        const forged = sig.slice(0, i) + c + sig.slice(i + 1);
        expect(signer.verify(key, { ...query, sig: forged }, NOW).ok).toBe(false);
      }
    }
    expect(signer.verify('courses/3/intro2.mp4', query, NOW).ok).toBe(false);
    expect(signer.verify(key, { ...query, exp: String(Number(query['exp']) + 1) }, NOW).ok).toBe(false);
    expect(signer.verify(key, { ...query, exp: `0${query['exp']}` }, NOW).ok).toBe(false);
    expect(signer.verify(key, { ...query, sig: `${sig}=` }, NOW).ok).toBe(false);
    expect(signer.verify(key, { ...query, sig: [sig, sig] }, NOW).ok).toBe(false);
    expect(signer.verify(key, { exp: query['exp'] }, NOW).ok).toBe(false);
    expect(signer.verify(key, { sig }, NOW).ok).toBe(false);
  });

  it('does not accept a signature made with another secret', () => {
    const other = createMediaSigner({ secret: crypto.randomBytes(32), ttlSeconds: 7200, baseUrl: '' });
    const { key, query } = parse(other.url('a.mp4', {}, NOW));
    expect(signer.verify(key, query, NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('derives its secret from the JWT secret unless one is configured', () => {
    expect(deriveMediaSecret(undefined, 'j'.repeat(40))).toEqual(
      deriveMediaSecret(undefined, 'j'.repeat(40)),
    );
    expect(deriveMediaSecret(undefined, 'j'.repeat(40))).not.toEqual(Buffer.from('j'.repeat(40)));
    expect(deriveMediaSecret('m'.repeat(40), 'j'.repeat(40))).toEqual(Buffer.from('m'.repeat(40)));
  });

  it('strips control characters, slashes and quotes from download names', () => {
    const url = signer.url('a.pdf', { download: true, filename: 'a"b\n/c\\d\u0000.pdf' }, NOW);
    const { key, query } = parse(url);
    expect(query['name']).toBe('abcd.pdf');
    expect(signer.verify(key, query, NOW).ok).toBe(true);
    expect(signer.url('a.pdf', { download: true, filename: '\u0007' }, NOW)).toContain('name=download');
  });

  it('refuses to sign an invalid key', () => {
    for (const key of ['../x.mp4', '/etc/passwd', 'a\\b', '']) expect(() => signer.url(key)).toThrow();
  });

  it('writes an absolute URL under MEDIA_BASE_URL', () => {
    const cdn = createMediaSigner({
      secret: Buffer.from('s'),
      ttlSeconds: 60,
      baseUrl: 'https://media.example',
    });
    expect(cdn.url('a.mp4')).toMatch(/^https:\/\/media\.example\/api\/media\/a\.mp4\?/);
  });
});

describe('Range header', () => {
  const size = 1000;
  it.each([
    ['bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['bytes=500-99999', { kind: 'partial', range: { start: 500, end: 999 } }],
    ['bytes=999-999', { kind: 'partial', range: { start: 999, end: 999 } }],
    ['Bytes = 1-2', { kind: 'partial', range: { start: 1, end: 2 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=1000-2000', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    [undefined, { kind: 'full' }],
    ['', { kind: 'full' }],
    ['bytes=', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=5-1', { kind: 'full' }],
    ['bytes=a-b', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['bytes=99999999999999999999-', { kind: 'full' }],
  ])('%j', (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('treats any range of an empty file as unsatisfiable', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('Content-Disposition', () => {
  it('is inline, or an attachment with a quoted name and an RFC 8187 UTF-8 name when needed', () => {
    expect(contentDisposition('inline', 'x.mp4')).toBe('inline');
    expect(contentDisposition('attachment', 'Tune - Chords.pdf')).toBe(
      'attachment; filename="Tune - Chords.pdf"',
    );
    expect(contentDisposition('attachment', 'Valse Rapide en Ré.mp3')).toBe(
      `attachment; filename="Valse Rapide en R_.mp3"; filename*=UTF-8''Valse%20Rapide%20en%20R%C3%A9.mp3`,
    );
  });
});
