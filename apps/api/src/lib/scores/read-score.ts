/**
 * Reads a score file (MusicXML, compressed MusicXML, Guitar Pro 3-8) with alphaTab, the library the viewer draws it
 * with, so that the server accepts exactly the files the viewer can show (decision 0631). alphaTab is loaded on the
 * first score read: most processes never read one.
 */
import type * as AlphaTabModule from '@coderline/alphatab';

type AlphaTab = typeof AlphaTabModule;

let loading: Promise<AlphaTab> | undefined;
// A broken file is an answer (null), not something for the server's log: alphaTab's logger stays silent.
const alphaTab = () =>
  (loading ??= import('@coderline/alphatab').then((module) => {
    module.Logger.logLevel = module.LogLevel.None;
    return module;
  }));

export type ScoreFacts = { barCount: number; title: string; trackCount: number; tempo: number };

/** The facts of a readable score, or null when the bytes are not a score alphaTab can read. */
export async function readScore(bytes: Uint8Array): Promise<ScoreFacts | null> {
  const { importer, Settings } = await alphaTab();
  try {
    const score = importer.ScoreLoader.loadScoreFromBytes(bytes, new Settings());
    if (score.masterBars.length === 0) return null;
    return {
      barCount: score.masterBars.length,
      title: score.title,
      trackCount: score.tracks.length,
      tempo: score.tempo,
    };
  } catch {
    return null;
  }
}
