import type * as AlphaTab from '@coderline/alphatab';

declare const __ALPHATAB_BASE__: string;

/** The folder of alphaTab's files, copied at build from its package (build/alphatab-assets.ts, decision 0209). */
export const ALPHATAB_BASE = __ALPHATAB_BASE__;
export const BRAVURA_WOFF2 = `${ALPHATAB_BASE}font/Bravura.woff2`;
export const SOUND_BANK = `${ALPHATAB_BASE}soundfont/sonivox.sf2`;

export type AlphaTabModule = typeof AlphaTab;

let loading: Promise<AlphaTabModule> | null = null;

/**
 * alphaTab's module, loaded once, from our own copy: never part of a chunk, so only a chapter with a score fetches it,
 * and its worker and worklet, which it starts from files beside itself, find them there.
 */
export function loadAlphaTab(): Promise<AlphaTabModule> {
  loading ??= import(/* @vite-ignore */ `${ALPHATAB_BASE}alphaTab.mjs`).catch((error: unknown) => {
    loading = null;
    throw error;
  }) as Promise<AlphaTabModule>;
  return loading;
}
