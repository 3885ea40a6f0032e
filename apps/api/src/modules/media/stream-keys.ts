import crypto from 'node:crypto';

/** The transcoding queue's name; a job's key is its source video's storage key. */
export const TRANSCODE_QUEUE = 'transcode';

/** The storage folder of a source's stream: `streams/<first 20 hex digits of the key's SHA-256>/`. */
export function streamPrefix(sourceKey: string): string {
  return `streams/${crypto.createHash('sha256').update(sourceKey).digest('hex').slice(0, 20)}/`;
}

export const MASTER_PLAYLIST = 'master.m3u8';
export const POSTER = 'poster.jpg';
export const PREVIEWS_VTT = 'previews.vtt';
export const PREVIEWS_SPRITE = 'previews.jpg';
