import crypto from 'node:crypto';
import { isValidKey, keyBasename } from '../../lib/storage/keys.ts';

export type Disposition = 'inline' | 'attachment';

export interface MediaLinkOptions {
  /** Serve as an attachment (download) instead of inline. */
  download?: boolean;
  /** The download's file name; defaults to the key's last segment. Only with `download`. */
  filename?: string;
}

/** What a valid link grants: the key and how to serve it. */
export interface VerifiedLink {
  key: string;
  disposition: Disposition;
  filename: string;
  expiresAt: number;
}

export type VerifyResult = { ok: true; link: VerifiedLink } | { ok: false; reason: 'invalid' | 'expired' };

const VERSION = 'gjs-media-v1';
const SIG = /^[A-Za-z0-9_-]{43}$/;
const EXP = /^\d{1,12}$/;

/** Derives the signing key from the JWT secret, separated by purpose so neither signature can stand in for the other. */
export function deriveMediaSecret(configured: string | undefined, jwtSecret: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  return crypto.createHmac('sha256', jwtSecret).update('media-url-signing').digest();
}

/** Control characters, path separators and quotes never reach a header or a file system. */
export function cleanFilename(name: string): string {
  // By code point, so that the length cut never splits a surrogate pair.
  const cleaned = [...name]
    .filter((c) => c.charCodeAt(0) > 0x1f && c !== '\u007f' && !'/\\"'.includes(c))
    .slice(0, 150)
    .join('')
    .trim();
  return cleaned || 'download';
}

function payload(key: string, exp: string, disposition: Disposition, filename: string): string {
  return [VERSION, key, exp, disposition, disposition === 'attachment' ? filename : ''].join('\n');
}

/**
 * Signs and checks media links: `/api/media/<key>?exp=<unix seconds>[&dl=1[&name=<file name>]]&sig=<HMAC>`.
 * See README.md for the flow and the invariants.
 */
export function createMediaSigner(opts: { secret: Buffer; ttlSeconds: number; baseUrl: string }) {
  const mac = (data: string) => crypto.createHmac('sha256', opts.secret).update(data).digest();
  // Expiry rounded up to a step so that repeated answers within one step carry the same URL (the browser's cache and
  // the player's audio source stay stable); a link thus lives between ttl and ttl + step seconds.
  const step = Math.max(1, Math.min(900, Math.floor(opts.ttlSeconds / 8)));

  function expiry(nowSeconds: number): number {
    return Math.ceil((nowSeconds + opts.ttlSeconds) / step) * step;
  }

  return {
    ttlSeconds: opts.ttlSeconds,

    /** The expiry a URL signed now carries: every URL signed until it changes is the same. */
    expiry(nowSeconds = Math.floor(Date.now() / 1000)): number {
      return expiry(nowSeconds);
    },

    /** A signed URL for a stored key; throws on an invalid key (a programming error, never user input). */
    url(key: string, options: MediaLinkOptions = {}, nowSeconds = Math.floor(Date.now() / 1000)): string {
      if (!isValidKey(key)) throw new Error(`Refusing to sign invalid storage key '${key}'.`);
      const exp = String(expiry(nowSeconds));
      const disposition: Disposition = options.download ? 'attachment' : 'inline';
      const filename = options.filename !== undefined ? cleanFilename(options.filename) : undefined;
      const sig = mac(payload(key, exp, disposition, filename ?? keyBasename(key))).toString('base64url');
      const query = new URLSearchParams({ exp });
      if (disposition === 'attachment') {
        query.set('dl', '1');
        if (filename !== undefined) query.set('name', filename);
      }
      query.set('sig', sig);
      return `${opts.baseUrl}/api/media/${key}?${query.toString()}`;
    },

    verify(
      key: string,
      query: Record<string, unknown>,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): VerifyResult {
      const { exp, sig, dl, name } = query;
      if (!isValidKey(key) || typeof exp !== 'string' || typeof sig !== 'string')
        return { ok: false, reason: 'invalid' };
      if (!EXP.test(exp) || !SIG.test(sig)) return { ok: false, reason: 'invalid' };
      if (dl !== undefined && dl !== '1') return { ok: false, reason: 'invalid' };
      if (name !== undefined && (typeof name !== 'string' || dl !== '1'))
        return { ok: false, reason: 'invalid' };
      const given = Buffer.from(sig, 'base64url');
      // Base64url can spell one byte string in several ways (unused low bits of the last character): accept only the
      // canonical spelling, so that every change to `sig` is a change to the signature.
      if (given.length !== 32 || given.toString('base64url') !== sig) return { ok: false, reason: 'invalid' };
      const disposition: Disposition = dl === '1' ? 'attachment' : 'inline';
      const filename = typeof name === 'string' ? name : keyBasename(key);
      if (typeof name === 'string' && cleanFilename(name) !== name) return { ok: false, reason: 'invalid' };
      const expected = mac(payload(key, exp, disposition, filename));
      if (!crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
      const expiresAt = Number(exp);
      if (expiresAt < nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, link: { key, disposition, filename, expiresAt } };
    },
  };
}
export type MediaSigner = ReturnType<typeof createMediaSigner>;
