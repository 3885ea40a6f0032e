import { describe, expect, it } from 'vitest';
import {
  barAtTime,
  barDuration,
  barInChordList,
  chorusAtTime,
  clickTarget,
  chorusOf,
  displayedBar,
  endTime,
  hasPassedEnd,
  loopDecision,
  loopStartOnEnable,
  nextDecisionTime,
  normalizeRange,
  timeOfBar,
  totalBars,
  trackTiming,
} from './timing.ts';

// 120 BPM: a bar lasts 2 s. 8 bars a chorus, 3 choruses, from 1 s: bars at 1, 3, 5, ... the end at 49 s.
const timing = trackTiming({ barsPerChorus: 8, starttime: 1, tempo: 120, repetitions: 3 });

describe('track timing', () => {
  it('applies the defaults 120 BPM, starttime 0 and one repetition', () => {
    expect(trackTiming({ barsPerChorus: 4 })).toEqual({
      starttime: 0,
      tempo: 120,
      barsPerChorus: 4,
      repetitions: 1,
    });
    expect(trackTiming({ barsPerChorus: 4, tempo: 0, starttime: -1, repetitions: 0 })).toEqual(
      trackTiming({ barsPerChorus: 4 }),
    );
  });

  it('makes a bar four beats long', () => {
    expect(barDuration(120)).toBe(2);
    expect(barDuration(180)).toBeCloseTo(4 / 3);
    expect(barDuration(60)).toBe(4);
  });

  it('counts chords times repetitions bars, the last ending at starttime + bars x bar', () => {
    expect(totalBars(timing)).toBe(24);
    expect(endTime(timing)).toBe(49);
    expect(timeOfBar(0, timing)).toBe(1);
    expect(timeOfBar(5, timing)).toBe(11);
  });

  it('numbers choruses and positions in the chord list', () => {
    expect([0, 7, 8, 15, 16, 23].map((bar) => chorusOf(bar, 8))).toEqual([0, 0, 1, 1, 2, 2]);
    expect([0, 7, 8, 15, 16, 23].map((bar) => barInChordList(bar, 8))).toEqual([0, 7, 0, 7, 0, 7]);
  });
});

describe('barAtTime', () => {
  it('shows a bar 0.3 s before it sounds', () => {
    expect(barAtTime(0.69, timing)).toBeNull();
    expect(barAtTime(0.7, timing)).toBe(0);
    expect(barAtTime(2.69, timing)).toBe(0);
    expect(barAtTime(2.7, timing)).toBe(1);
    expect(barAtTime(2.7, timing, 0)).toBe(0);
  });

  it('keeps the last bar until it has really ended, then shows none', () => {
    expect(barAtTime(48.8, timing)).toBe(23);
    expect(barAtTime(48.999, timing)).toBe(23);
    expect(barAtTime(49, timing)).toBeNull();
    expect(hasPassedEnd(49, timing)).toBe(true);
    expect(hasPassedEnd(48.99, timing)).toBe(false);
  });

  it('shows no bar for a chart without chords', () => {
    expect(barAtTime(5, trackTiming({ barsPerChorus: 0 }))).toBeNull();
  });
});

describe('chorusAtTime', () => {
  it('is the first chorus during the intro and none after the end', () => {
    expect(chorusAtTime(0, timing)).toBe(0);
    expect(chorusAtTime(16.99, timing)).toBe(0);
    expect(chorusAtTime(17, timing)).toBe(1);
    expect(chorusAtTime(48.9, timing)).toBe(2);
    expect(chorusAtTime(49, timing)).toBeNull();
  });
});

describe('clickTarget', () => {
  it('jumps to the clicked bar in the chorus being played, the first during the intro and after the end', () => {
    expect(clickTarget(3, 0, timing)).toBe(7);
    expect(clickTarget(3, 20, timing)).toBe(23);
    expect(clickTarget(0, 48, timing)).toBe(33);
    expect(clickTarget(3, 60, timing)).toBe(7);
  });
});

describe('normalizeRange', () => {
  it('orders the ends of a backwards drag and keeps them in the chord list', () => {
    expect(normalizeRange(5, 2, 8)).toEqual({ start: 2, end: 5 });
    expect(normalizeRange(-1, 12, 8)).toEqual({ start: 0, end: 7 });
  });
});

describe('loopDecision', () => {
  // Bars 3..4 (0-based 2..3) of each chorus: 5-9 s, 21-25 s, 37-41 s. 7 % of a 2 s bar is 0.14 s.
  const range = { start: 2, end: 3 };

  it('does nothing with loop off or without a range', () => {
    expect(loopDecision(8.9, range, false, timing)).toEqual({ jump: false });
    expect(loopDecision(8.9, null, true, timing)).toEqual({ jump: false });
  });

  it('jumps back to the range start 7 % of a bar before the end of its last bar', () => {
    expect(loopDecision(8.85, range, true, timing)).toEqual({ jump: false });
    expect(loopDecision(8.87, range, true, timing)).toEqual({ jump: true, to: 5, chorus: 0 });
    expect(loopDecision(9.5, range, true, timing)).toEqual({ jump: true, to: 5, chorus: 0 });
  });

  it('loops in the chorus being played', () => {
    expect(loopDecision(24.9, range, true, timing)).toEqual({ jump: true, to: 21, chorus: 1 });
    expect(loopDecision(40.9, range, true, timing)).toEqual({ jump: true, to: 37, chorus: 2 });
  });

  it('lets playback go on before the range and from half a bar after it', () => {
    expect(loopDecision(3, range, true, timing)).toEqual({ jump: false });
    expect(loopDecision(6, range, true, timing)).toEqual({ jump: false });
    expect(loopDecision(9.99, range, true, timing)).toEqual({ jump: true, to: 5, chorus: 0 });
    expect(loopDecision(10, range, true, timing)).toEqual({ jump: false });
    expect(loopDecision(12, range, true, timing)).toEqual({ jump: false });
  });

  it('loops a range ending on the chorus border within its chorus, even when checked just after the border', () => {
    const lastBars = { start: 6, end: 7 }; // 13-17 s in the first chorus
    expect(loopDecision(16.9, lastBars, true, timing)).toEqual({ jump: true, to: 13, chorus: 0 });
    expect(loopDecision(17.2, lastBars, true, timing)).toEqual({ jump: true, to: 13, chorus: 0 });
    // The last chorus's range ends with the track: the loop catches it before the end.
    expect(loopDecision(48.9, lastBars, true, timing)).toEqual({ jump: true, to: 45, chorus: 2 });
  });

  it('loops a single bar and the whole chord list', () => {
    expect(loopDecision(4.9, { start: 1, end: 1 }, true, timing)).toEqual({ jump: true, to: 3, chorus: 0 });
    expect(loopDecision(32.9, { start: 0, end: 7 }, true, timing)).toEqual({ jump: true, to: 17, chorus: 1 });
  });
});

describe('loopStartOnEnable', () => {
  const range = { start: 2, end: 3 };

  it('moves playback to the range start when before it in the current chorus or in the intro', () => {
    expect(loopStartOnEnable(0, range, timing)).toBe(5);
    expect(loopStartOnEnable(3, range, timing)).toBe(5);
    expect(loopStartOnEnable(18, range, timing)).toBe(21);
  });

  it('stays when inside or after the range, after the end, or without a range', () => {
    expect(loopStartOnEnable(5, range, timing)).toBeNull();
    expect(loopStartOnEnable(8, range, timing)).toBeNull();
    expect(loopStartOnEnable(12, range, timing)).toBeNull();
    expect(loopStartOnEnable(49, range, timing)).toBeNull();
    expect(loopStartOnEnable(3, null, timing)).toBeNull();
  });
});

describe('displayedBar', () => {
  const range = { start: 2, end: 3 };

  it('is barAtTime without a running loop', () => {
    expect(displayedBar(8.8, timing, range, false)).toBe(4);
    expect(displayedBar(8.8, timing, null, true)).toBe(4);
  });

  it('shows the range start, not the bar after the range, when the loop jump is within the look-ahead', () => {
    expect(displayedBar(8.5, timing, range, true)).toBe(3);
    expect(displayedBar(8.6, timing, range, true)).toBe(2);
    expect(displayedBar(8.8, timing, range, true)).toBe(2);
    expect(displayedBar(24.8, timing, range, true)).toBe(10);
  });
});

describe('nextDecisionTime', () => {
  it('is the next bar start 0.3 s ahead without a loop, strictly after the time', () => {
    expect(nextDecisionTime(2, timing, false)).toBeCloseTo(2.7);
    expect(nextDecisionTime(2.7, timing, false)).toBeCloseTo(4.7);
    expect(nextDecisionTime(0, timing, false)).toBeCloseTo(0.7);
  });

  it('adds the loop jump point 7 % of a bar before each bar end, the look-ahead before it and the jump window, with a loop', () => {
    // Bar ends at 3, 5, ...: jump points at 2.86, 4.86, ...; shown 0.3 s before: 2.56, 4.56, ...; a late check
    // still jumps until the next bar start or half a bar after the end (4).
    expect(nextDecisionTime(2, timing, true)).toBeCloseTo(2.56);
    expect(nextDecisionTime(2.56, timing, true)).toBeCloseTo(2.7);
    expect(nextDecisionTime(2.7, timing, true)).toBeCloseTo(2.86);
    expect(nextDecisionTime(2.86, timing, true)).toBeCloseTo(3);
    expect(nextDecisionTime(3, timing, true)).toBeCloseTo(4);
  });

  it('ends at the end of the last bar, and has none after it', () => {
    expect(nextDecisionTime(48.9, timing, false)).toBeCloseTo(49);
    expect(nextDecisionTime(49.5, timing, false)).toBeCloseTo(50.7);
  });

  it('leaves the highlight and the loop decision unchanged until it, whatever the range', () => {
    const range = { start: 2, end: 3 };
    for (let time = 0; time < 50; time += 0.137) {
      for (const loop of [false, true]) {
        const next = nextDecisionTime(time, timing, loop);
        const early = time + 1e-6;
        const late = next - 1e-6;
        expect(displayedBar(late, timing, range, loop), `${time} ${loop}`).toBe(
          displayedBar(early, timing, range, loop),
        );
        expect(loopDecision(late, range, loop, timing).jump).toBe(
          loopDecision(early, range, loop, timing).jump,
        );
        expect(hasPassedEnd(late, timing)).toBe(hasPassedEnd(early, timing));
      }
    }
  });
});
