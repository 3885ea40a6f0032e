import { keyExtension } from './keys.ts';

/** The media types the school stores; anything else is served as an opaque download. */
const TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  wav: 'audio/wav',
  pdf: 'application/pdf',
  musicxml: 'application/vnd.recordare.musicxml+xml',
  mxl: 'application/vnd.recordare.musicxml',
  xml: 'application/xml',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  // Adaptive streams (modules/media/streams): playlists, MPEG-TS segments, the seek-bar previews' index.
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt',
};

export const OCTET_STREAM = 'application/octet-stream';

export function contentTypeFor(key: string): string {
  return TYPES[keyExtension(key)] ?? OCTET_STREAM;
}

export function isStreamable(contentType: string): boolean {
  return contentType.startsWith('video/') || contentType.startsWith('audio/');
}

/** Raster images only: SVG can carry scripts and is never served from the public thumbnail route. */
export function isRasterImage(contentType: string): boolean {
  return ['image/jpeg', 'image/png', 'image/webp', 'image/avif'].includes(contentType);
}
