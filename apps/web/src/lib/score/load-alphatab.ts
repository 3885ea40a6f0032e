import type * as AlphaTab from '@coderline/alphatab';

import { ALPHATAB_BASE, ALPHATAB_MODULE, MUSIC_FONT_WOFF2 } from './alphatab-base.ts';

// The folder of alphaTab's files and their names are alphatab-base.ts's (build/alphatab-assets.ts, decision 0209).
export { ALPHATAB_BASE, MUSIC_FONT_WOFF2 };
export const SOUND_BANK = `${ALPHATAB_BASE}soundfont/sonivox.sf2`;

export type AlphaTabModule = typeof AlphaTab;

let loading: Promise<AlphaTabModule> | null = null;

/**
 * alphaTab's module, loaded once, from our own copy: never part of a chunk, so only a chapter with a score fetches it,
 * and its worker and worklet, which it starts from files beside itself, find them there.
 */
export function loadAlphaTab(): Promise<AlphaTabModule> {
  loading ??= import(/* @vite-ignore */ ALPHATAB_MODULE).catch((error: unknown) => {
    loading = null;
    throw error;
  }) as Promise<AlphaTabModule>;
  return loading;
}

const scores = new Map<string, Promise<Uint8Array>>();

/** A score file's bytes, fetched once per URL: the chapter starts the fetch while the viewer's code still loads. */
export function fetchScoreBytes(url: string): Promise<Uint8Array> {
  let bytes = scores.get(url);
  if (!bytes) {
    bytes = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`The score answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    // A failed fetch is not kept: the next chapter opening tries again.
    bytes.catch(() => scores.delete(url));
    scores.set(url, bytes);
  }
  return bytes;
}
