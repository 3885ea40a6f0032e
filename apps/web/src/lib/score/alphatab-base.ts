import { preload, preloadModule } from 'react-dom';

declare const __ALPHATAB_BASE__: string;

/**
 * What a chapter with a score preloads (decision 0209): the same files as `load-alphatab.ts` names, from the same
 * folder; apart from it so that the chapter's first load carries these few bytes, not the loader.
 */
export const ALPHATAB_BASE = __ALPHATAB_BASE__;
export const ALPHATAB_MODULE = `${ALPHATAB_BASE}alphaTab.mjs`;
/** The module's one import, the bulk of alphaTab: preloaded with it, not after it. */
export const ALPHATAB_CORE = `${ALPHATAB_BASE}alphaTab.core.mjs`;
export const MUSIC_FONT_WOFF2 = `${ALPHATAB_BASE}font/music-font.woff2`;

/**
 * Starts fetching what a score chapter draws with (alphaTab's module and core, the music font, the score file) before
 * its viewer asks for them (decision 0209): while its page renders, and as soon as the page's data names the score.
 */
export function preloadScoreFiles(scoreUrl: string): void {
  preloadModule(ALPHATAB_MODULE);
  preloadModule(ALPHATAB_CORE);
  preload(MUSIC_FONT_WOFF2, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  preload(scoreUrl, { as: 'fetch', crossOrigin: 'anonymous' });
}
