import {
  PRACTICE_KEY_MAX,
  PRACTICE_KEY_MIN,
  PRACTICE_RAMP_STEP_MAX,
  PRACTICE_TEMPO_MAX,
  PRACTICE_TEMPO_MIN,
} from '@gjs/shared';

/**
 * Loop links (docs/decisions/0630-practice-settings-and-log.md):
 * `/backing-tracks?track=<id>&bars=<first>-<last>&tempo=<percent>[&ramp=<start>-<target>-<step>][&key=<semitones>]`,
 * bars 1-based and inclusive, tempo 25–200, key -6..6 (decision 0313; a key of 0 is left out). Parsing keeps every valid part and names each invalid one, never throws.
 */
export const LOOP_LINK_PATH = '/backing-tracks';

export type LoopLinkRamp = { start: number; target: number; step: number };
export type LoopLink = {
  track: number;
  bars: { first: number; last: number } | null;
  tempo: number | null;
  ramp: LoopLinkRamp | null;
  /** Semitones the player transposes by; null: as recorded. */
  key?: number | null;
};
export type ParsedLoopLink = { link: LoopLink | null; invalid: string[] };

const whole = (text: string | null | undefined) => (text && /^\d{1,4}$/.test(text) ? Number(text) : NaN);
const isTempo = (value: number) =>
  Number.isInteger(value) && value >= PRACTICE_TEMPO_MIN && value <= PRACTICE_TEMPO_MAX;

function parseBars(text: string): LoopLink['bars'] {
  const [first, last, extra] = text.split('-');
  const range = { first: whole(first), last: whole(last ?? first) };
  if (extra !== undefined || !(range.first >= 1) || !(range.last >= range.first)) return null;
  return range;
}

function parseRamp(text: string): LoopLinkRamp | null {
  const [start, target, step, extra] = text.split('-').map(whole);
  if (extra !== undefined || start === undefined || target === undefined || step === undefined) return null;
  if (!isTempo(start) || !isTempo(target) || target <= start) return null;
  return step >= 1 && step <= PRACTICE_RAMP_STEP_MAX ? { start, target, step } : null;
}

/** Semitones, written "-3" or "2" (a "+" in a query reads as a space, so it is allowed and ignored). */
function parseKeyShift(text: string): number | null {
  const match = /^[ +]?(-?\d)$/.exec(text);
  const value = match ? Number(match[1]) : NaN;
  return Number.isInteger(value) && value >= PRACTICE_KEY_MIN && value <= PRACTICE_KEY_MAX ? value : null;
}

/** Reads a loop link's query; `barsInTrack`, once known, also rules out bars beyond the chart. */
export function parseLoopLink(params: URLSearchParams, barsInTrack?: number): ParsedLoopLink {
  const rawTrack = params.get('track');
  if (rawTrack === null) return { link: null, invalid: [] };
  const track = whole(rawTrack);
  if (!(track >= 1)) return { link: null, invalid: ['track'] };
  const invalid: string[] = [];
  const pick = <T>(name: string, parse: (text: string) => T | null): T | null => {
    const text = params.get(name);
    if (text === null) return null;
    const value = parse(text);
    if (value === null) invalid.push(name);
    return value;
  };
  let bars = pick('bars', parseBars);
  if (bars && barsInTrack !== undefined && bars.last > barsInTrack) {
    bars = null;
    invalid.push('bars');
  }
  const tempo = pick('tempo', (text) => (isTempo(whole(text)) ? whole(text) : null));
  const ramp = pick('ramp', parseRamp);
  const key = pick('key', parseKeyShift);
  return { link: { track, bars, tempo, ramp, ...(key !== null ? { key } : {}) }, invalid };
}

/** The path and query of a loop link, in the order the decision gives. */
export function loopLinkPath(link: LoopLink): string {
  const parts = [`track=${link.track}`];
  if (link.bars) parts.push(`bars=${link.bars.first}-${link.bars.last}`);
  if (link.tempo !== null) parts.push(`tempo=${link.tempo}`);
  if (link.ramp) parts.push(`ramp=${link.ramp.start}-${link.ramp.target}-${link.ramp.step}`);
  if (link.key) parts.push(`key=${link.key}`);
  return `${LOOP_LINK_PATH}?${parts.join('&')}`;
}

/** A link in a forum text that is a loop link of this site (same origin, or a bare path), parsed; else null. */
export function matchLoopLink(href: string, origin: string): LoopLink | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.replace(/\/$/, '') !== LOOP_LINK_PATH) return null;
  const { link, invalid } = parseLoopLink(url.searchParams);
  return link && invalid.length === 0 ? link : null;
}
