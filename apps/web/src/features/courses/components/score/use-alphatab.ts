import { useEffect, useRef, useState } from 'react';
import type { AlphaTabApi, model } from '@coderline/alphatab';
import {
  ALPHATAB_BASE,
  MUSIC_FONT_WOFF2,
  fetchScoreBytes,
  loadAlphaTab,
  SOUND_BANK,
} from '#lib/score/load-alphatab.ts';

// alphaTab's module (its core is about 1 MB of script) runs as soon as the viewer's code arrives, while the chapter
// still renders, not after the viewer's first effect asks for it; a failure is reported by that effect.
loadAlphaTab().catch(() => undefined);

/**
 * Standard notation on every staff, and tablature on every fretted one (a staff with a tuning): a file that wrote
 * its guitar part as tablature alone, or as notation alone, still shows both (issue 30).
 */
function showNotationAndTab(score: model.Score) {
  for (const track of score.tracks) {
    for (const staff of track.staves) {
      if (staff.isPercussion) continue;
      staff.showStandardNotation = true;
      if (staff.tuning.length > 0) staff.showTablature = true;
    }
  }
}

/** The zoom and the part (its index in the score's tracks) the viewer shows. */
export type Shown = { scale: number; track: number };

export type AlphaTabView = {
  api: AlphaTabApi | null;
  score: model.Score | null;
  /** Set once the first drawing is on the page. */
  drawn: boolean;
  failed: boolean;
};

/**
 * An alphaTab viewer in `element`, drawing the score at `url` (decision 0209). With `externalMedia` its cursor follows
 * a video or audio element (the caller ties them) and it draws on the page's thread; otherwise it plays the score
 * itself with the small sound bank, drawing and playing in alphaTab's worker.
 */
export function useAlphaTab(
  element: HTMLElement | null,
  url: string,
  externalMedia: boolean,
  shown: Shown,
): AlphaTabView {
  const [view, setView] = useState<AlphaTabView>({ api: null, score: null, drawn: false, failed: false });
  const wanted = useRef(shown);
  wanted.current = shown;
  // What the viewer last drew: the load draws the zoom and part wanted when it was made, so they are not drawn twice.
  const drawnWith = useRef<(Shown & { api: AlphaTabApi }) | null>(null);
  useEffect(() => {
    if (!element) return;
    let api: AlphaTabApi | null = null;
    let cancelled = false;
    const fail = (error: unknown) => {
      console.warn('The score could not be shown', error);
      if (!cancelled) setView((current) => ({ ...current, failed: true }));
    };
    void (async () => {
      const [alphaTab, bytes] = await Promise.all([loadAlphaTab(), fetchScoreBytes(url)]);
      if (cancelled) return;
      alphaTab.Logger.logLevel = alphaTab.LogLevel.Warning;
      api = new alphaTab.AlphaTabApi(element, {
        core: {
          scriptFile: `${ALPHATAB_BASE}alphaTab.mjs`,
          smuflFontSources: new Map([['woff2', MUSIC_FONT_WOFF2]]),
          logLevel: alphaTab.LogLevel.Warning,
          // With media there is no synthesizer, and the layout alone does not pay for a worker that loads and
          // compiles alphaTab's 1 MB core a second time: on a phone that was most of a cold first drawing.
          useWorkers: !externalMedia,
        },
        display: {
          scale: wanted.current.scale,
          layoutMode: alphaTab.LayoutMode.Page,
          staveProfile: alphaTab.StaveProfile.ScoreTab,
        },
        player: {
          playerMode: externalMedia
            ? alphaTab.PlayerMode.EnabledExternalMedia
            : alphaTab.PlayerMode.EnabledSynthesizer,
          soundFont: externalMedia ? null : SOUND_BANK,
          enableCursor: true,
          enableUserInteraction: true,
          scrollElement: element.parentElement ?? element,
          // The drawing scrolls only when the cursor leaves its view: a member reading ahead keeps their place.
          scrollMode: alphaTab.ScrollMode.OffScreen,
        },
      });
      const created = api;
      created.scoreLoaded.on((score) => {
        showNotationAndTab(score);
        setView((current) => ({ ...current, api: created, score }));
      });
      created.renderFinished.on(() => setView((current) => ({ ...current, drawn: true })));
      created.error.on(fail);
      drawnWith.current = { api: created, ...wanted.current };
      created.load(bytes, [wanted.current.track]);
    })().catch(fail);
    return () => {
      cancelled = true;
      api?.destroy();
      setView({ api: null, score: null, drawn: false, failed: false });
    };
  }, [element, url, externalMedia]);

  // A later zoom or part is drawn again; a new drawing started while one runs would start that one over.
  const { api, score } = view;
  useEffect(() => {
    if (!api || !score) return;
    const last = drawnWith.current;
    if (last?.api === api && last.scale === shown.scale && last.track === shown.track) return;
    drawnWith.current = { api, ...shown };
    api.settings.display.scale = shown.scale;
    api.updateSettings();
    api.renderTracks([score.tracks[shown.track] ?? score.tracks[0]!]);
  }, [api, score, shown]);
  return view;
}
