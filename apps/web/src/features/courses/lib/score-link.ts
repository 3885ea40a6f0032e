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
