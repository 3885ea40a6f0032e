import crypto from 'node:crypto';

const VERSION = 'gjs-hls-v1';
const TOKEN = /^(\d{1,12})-([A-Za-z0-9_-]{43})$/;
const STREAM_ID = /^[0-9a-f]{20}$/;

export type StreamVerifyResult =
  { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Links to a stream's files: `/api/media/hls/<exp>-<sig>/<stream id>/<file>`. The token in the path signs the
 * stream (its folder) and the expiry, so the playlists' relative links (`240p/index.m3u8`, `seg-00001.ts`,
 * `previews.jpg#xywh=…`) resolve under the same token and need no signing of their own: the master playlist's link
 * signs everything it lists. The expiry is rounded up to a step as for media links (README.md), so repeated answers
 * carry the same link and the browser's cache keeps the segments.
 */
export function createStreamSigner(opts: { secret: Buffer; ttlSeconds: number; baseUrl: string }) {
  const mac = (streamId: string, exp: string) =>
    crypto.createHmac('sha256', opts.secret).update(`${VERSION}\n${streamId}\n${exp}`).digest();
  const step = Math.max(1, Math.min(900, Math.floor(opts.ttlSeconds / 8)));
  return {
    /** The link to `file` of the stream `streamId` (its folder's name under `streams/`). */
    url(streamId: string, file: string, nowSeconds = Math.floor(Date.now() / 1000)): string {
      if (!STREAM_ID.test(streamId)) throw new Error(`Refusing to sign stream '${streamId}'.`);
      const exp = String(Math.ceil((nowSeconds + opts.ttlSeconds) / step) * step);
      return `${opts.baseUrl}/api/media/hls/${exp}-${mac(streamId, exp).toString('base64url')}/${streamId}/${file}`;
    },
    verify(token: string, streamId: string, nowSeconds = Math.floor(Date.now() / 1000)): StreamVerifyResult {
      const match = TOKEN.exec(token);
      if (!match || !STREAM_ID.test(streamId)) return { ok: false, reason: 'invalid' };
      const [, exp, sig] = match as unknown as [string, string, string];
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== 32 || given.toString('base64url') !== sig) return { ok: false, reason: 'invalid' };
      if (!crypto.timingSafeEqual(given, mac(streamId, exp))) return { ok: false, reason: 'invalid' };
      if (Number(exp) < nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, expiresAt: Number(exp) };
    },
  };
}
export type StreamSigner = ReturnType<typeof createStreamSigner>;
