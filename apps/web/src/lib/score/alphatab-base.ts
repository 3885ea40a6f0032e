declare const __ALPHATAB_BASE__: string;

/** The folder of alphaTab's files, copied at build from its package (build/alphatab-assets.ts, decision 0209). */
export const ALPHATAB_BASE = __ALPHATAB_BASE__;
export const ALPHATAB_MODULE = `${ALPHATAB_BASE}alphaTab.mjs`;
