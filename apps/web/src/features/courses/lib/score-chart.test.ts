import { describe, expect, it } from 'vitest';
import { trackSyncPoints } from '@gjs/shared';
import { trackTiming } from '#lib/backing-track-timing/timing.ts';
import { chartRangeOf, scorePassageOf } from './score-chart.ts';

// A track of 32 chords at 180 BPM after 1.5 s, and a score tied to it by the points the server computes from it.
const timing = trackTiming({ barsPerChorus: 32, starttime: 1.5, tempo: 180, repetitions: 1 });
const points = trackSyncPoints({ starttime: 1.5, tempo: 180, bars: 32 });
const score = (barCount: number) => ({ points, barCount, tempo: 180 });

describe('score passages and the chord chart (decision 0631)', () => {
  it('maps score bar i to chart bar i with the points computed from the track, both ways', () => {
    for (const [first, last] of [
      [0, 0],
      [2, 3],
      [7, 12],
      [30, 31],
    ] as const) {
      expect(chartRangeOf({ first, last }, score(32), timing)).toEqual({ start: first, end: last });
      expect(scorePassageOf({ start: first, end: last }, score(32), timing)).toEqual({ first, last });
    }
  });

  it('clamps a passage of a score longer than the chart to the chart', () => {
    expect(chartRangeOf({ first: 30, last: 35 }, score(40), timing)).toEqual({ start: 30, end: 31 });
    expect(chartRangeOf({ first: 34, last: 35 }, score(40), timing)).toEqual({ start: 31, end: 31 });
  });

  it('shows the part of a chart selection that a shorter score has, and nothing past its end', () => {
    const short = { points: points.slice(0, 16), barCount: 16, tempo: 180 };
    expect(scorePassageOf({ start: 14, end: 20 }, short, timing)).toEqual({ first: 14, last: 15 });
    expect(scorePassageOf({ start: 16, end: 20 }, short, timing)).toBeNull();
  });

  it('follows the owner’s own points, where score bars and chart bars differ', () => {
    // The score's bar 0 is a pickup before the track's first bar: score bar i + 1 is chart bar i.
    const owner = {
      points: [
        { bar: 0, ms: 167 },
        { bar: 1, ms: 1500 },
        { bar: 2, ms: 2833 },
      ],
      barCount: 33,
      tempo: 180,
    };
    expect(chartRangeOf({ first: 3, last: 4 }, owner, timing)).toEqual({ start: 2, end: 3 });
    expect(scorePassageOf({ start: 2, end: 3 }, owner, timing)).toEqual({ first: 3, last: 4 });
  });

  it('has nothing to map without points or chords', () => {
    expect(scorePassageOf({ start: 0, end: 1 }, { points: [], barCount: 8, tempo: 120 }, timing)).toBeNull();
    const empty = trackTiming({ barsPerChorus: 0 });
    expect(chartRangeOf({ first: 0, last: 1 }, score(32), empty)).toBeNull();
  });
});
