import { isValidKey } from '../../lib/storage/keys.ts';
import { createMediaSigner, deriveMediaSecret, type MediaLinkOptions } from './signing.ts';
import { createStreamSigner } from './stream-signing.ts';

export const THUMBNAIL_PREFIX = 'thumbnails/';

/** The URLs the API hands out for stored keys: signed for media, public for thumbnails. */
export function createMediaUrls(opts: {
  jwtSecret: string;
  signingSecret: string | undefined;
  ttlSeconds: number;
  baseUrl: string;
}) {
  const signing = {
    secret: deriveMediaSecret(opts.signingSecret, opts.jwtSecret),
    ttlSeconds: opts.ttlSeconds,
    baseUrl: opts.baseUrl,
  };
  const signer = createMediaSigner(signing);
  return {
    signer,
    /** Links to adaptive streams' files (streams/stream-signing.ts). */
    streams: createStreamSigner(signing),
    /** A short-lived signed URL, or null when there is no file. */
    signed(key: string | null | undefined, options?: MediaLinkOptions): string | null {
      return key ? signer.url(key, options) : null;
    },
    /** Thumbnails are public marketing images; any key outside `thumbnails/` is never made public. */
    thumbnail(key: string | null | undefined): string | null {
      if (!key || !key.startsWith(THUMBNAIL_PREFIX) || !isValidKey(key)) return null;
      return `${opts.baseUrl}/api/public/thumbnails/${key.slice(THUMBNAIL_PREFIX.length)}`;
    },
  };
}
export type MediaUrls = ReturnType<typeof createMediaUrls>;
