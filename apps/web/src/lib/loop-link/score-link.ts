import { PRACTICE_TEMPO_MAX, PRACTICE_TEMPO_MIN } from '@gjs/shared';

/**
 * Score links (decision 0631): `/courses/<id>?chapter=<chapter id>&bars=<first>-<last>&tempo=<percent>`, bars 1-based
 * and inclusive, tempo 25–200. Parsing keeps every valid part and names each invalid one; it never throws.
 */
export type ScorePassage = { first: number; last: number };
export type ScoreLink = { bars: ScorePassage | null; tempo: number | null; invalid: string[] };

const whole = (text: string | null) => (text && /^\d{1,4}$/.test(text) ? Number(text) : NaN);

/** The passage (0-based bars) and tempo a link asks for, given the score's bar count. */
export function parseScoreLink(params: URLSearchParams, barCount: number): ScoreLink {
  const invalid: string[] = [];
  let bars: ScorePassage | null = null;
  const rawBars = params.get('bars');
  if (rawBars !== null) {
    const [first, last, extra] = rawBars.split('-');
    const from = whole(first ?? null);
    const to = whole(last ?? first ?? null);
    if (extra === undefined && from >= 1 && to >= from && to <= barCount)
      bars = { first: from - 1, last: to - 1 };
    else invalid.push('bars');
  }
  let tempo: number | null = null;
  const rawTempo = params.get('tempo');
  if (rawTempo !== null) {
    const value = whole(rawTempo);
    if (value >= PRACTICE_TEMPO_MIN && value <= PRACTICE_TEMPO_MAX) tempo = value;
    else invalid.push('tempo');
  }
  return { bars, tempo, invalid };
}

/** The query of a score link for a chapter, a passage (0-based bars) and a tempo in percent. */
export function scoreLinkQuery(chapterId: number, passage: ScorePassage, tempo: number): string {
  return `chapter=${chapterId}&bars=${passage.first + 1}-${passage.last + 1}&tempo=${Math.round(tempo)}`;
}

/** A score link as the forum shows it: course, chapter and the 1-based bars, tempo when given. */
export type MatchedScoreLink = { course: number; chapter: number; bars: ScorePassage; tempo: number | null };

const SCORE_LINK_PATH = /^(?:\/[a-z]{2})?\/courses\/(\d{1,9})\/?$/;

/** A link in a forum text that is a score link of this site (same origin, or a bare path), parsed; else null. */
export function matchScoreLink(href: string, origin: string): MatchedScoreLink | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  const path = SCORE_LINK_PATH.exec(url.pathname);
  const chapter = whole(url.searchParams.get('chapter'));
  if (url.origin !== origin || !path || !(chapter >= 1)) return null;
  const { bars, tempo, invalid } = parseScoreLink(url.searchParams, Infinity);
  if (!bars || invalid.length > 0) return null;
  return { course: Number(path[1]), chapter, bars: { first: bars.first + 1, last: bars.last + 1 }, tempo };
}
