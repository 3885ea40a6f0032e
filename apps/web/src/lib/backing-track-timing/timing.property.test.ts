import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  barAtTime,
  barDuration,
  barInChordList,
  chorusOf,
  displayedBar,
  endTime,
  LOOK_AHEAD_SECONDS,
  LOOP_END_MARGIN_BARS,
  LOOP_GRACE_BARS,
  loopDecision,
  loopStartOnEnable,
  normalizeRange,
  timeOfBar,
  totalBars,
  trackTiming,
  type BarRange,
  type TrackTiming,
} from './timing.ts';

/** Floating-point slack: a time this close to a boundary may fall on either side. */
const EPS = 1e-9;

const timingArb = fc
  .record({
    barsPerChorus: fc.integer({ min: 1, max: 48 }),
    starttime: fc.double({ min: 0, max: 10, noNaN: true }),
    tempo: fc.double({ min: 40, max: 320, noNaN: true }),
    repetitions: fc.integer({ min: 1, max: 5 }),
  })
  .map((input) => trackTiming(input));

/** A time in [starttime, end) of the track, as a fraction of its length. */
const inTrack = (timing: TrackTiming, fraction: number) =>
  timing.starttime + fraction * (endTime(timing) - timing.starttime);

// Kept off 1 itself: starttime + 0.999… × length can round up to the end, which is outside the track.
const fractionArb = fc.double({ min: 0, max: 1 - 1e-9, noNaN: true });

const withRange = timingArb.chain((timing) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: timing.barsPerChorus - 1 }),
      fc.integer({ min: 0, max: timing.barsPerChorus - 1 }),
      fc.integer({ min: 0, max: timing.repetitions - 1 }),
    )
    .map(([a, b, chorus]) => ({ timing, range: normalizeRange(a, b, timing.barsPerChorus), chorus })),
);

const rangeTimes = (timing: TrackTiming, range: BarRange, chorus: number) => ({
  start: timeOfBar(chorus * timing.barsPerChorus + range.start, timing),
  end: timeOfBar(chorus * timing.barsPerChorus + range.end + 1, timing),
});

/** Half a bar after the range end, cut at the next chorus's range start (only a whole-list range reaches it). */
const windowEnd = (timing: TrackTiming, range: BarRange, chorus: number) => {
  const grace = rangeTimes(timing, range, chorus).end + LOOP_GRACE_BARS * barDuration(timing.tempo);
  return chorus + 1 < timing.repetitions
    ? Math.min(grace, rangeTimes(timing, range, chorus + 1).start)
    : grace;
};

const isWholeList = (timing: TrackTiming, range: BarRange) =>
  range.start === 0 && range.end === timing.barsPerChorus - 1;

describe('timing properties', () => {
  it('maps every time in [starttime, end) to exactly one bar: the one sounding 0.3 s later', () => {
    fc.assert(
      fc.property(timingArb, fractionArb, (timing, fraction) => {
        const time = inTrack(timing, fraction);
        const bar = barAtTime(time, timing);
        expect(bar).not.toBeNull();
        expect(Number.isInteger(bar)).toBe(true);
        expect(bar!).toBeGreaterThanOrEqual(0);
        expect(bar!).toBeLessThan(totalBars(timing));
        const ahead = time + LOOK_AHEAD_SECONDS;
        expect(ahead).toBeGreaterThanOrEqual(timeOfBar(bar!, timing) - EPS);
        // The last bar holds through the final look-ahead; every other bar ends where the next one starts.
        if (bar! < totalBars(timing) - 1) expect(ahead).toBeLessThan(timeOfBar(bar! + 1, timing) + EPS);
      }),
    );
  });

  it('never goes backwards while time moves forwards', () => {
    fc.assert(
      fc.property(timingArb, fractionArb, fractionArb, (timing, f1, f2) => {
        const [early, late] = [inTrack(timing, Math.min(f1, f2)), inTrack(timing, Math.max(f1, f2))];
        expect(barAtTime(early, timing)!).toBeLessThanOrEqual(barAtTime(late, timing)!);
      }),
    );
  });

  it('changes bars 0.3 s before the audio does', () => {
    fc.assert(
      fc.property(timingArb, fractionArb, (timing, fraction) => {
        const time = inTrack(timing, fraction);
        fc.pre(time + LOOK_AHEAD_SECONDS < endTime(timing) - EPS);
        expect(barAtTime(time, timing)).toBe(barAtTime(time + LOOK_AHEAD_SECONDS, timing, 0));
      }),
    );
  });

  it('shows nothing before the look-ahead reaches starttime or once the last bar has ended', () => {
    fc.assert(
      fc.property(timingArb, fc.double({ min: 0, max: 100, noNaN: true }), (timing, offset) => {
        expect(barAtTime(timing.starttime - LOOK_AHEAD_SECONDS - offset - EPS, timing)).toBeNull();
        expect(barAtTime(endTime(timing) + offset, timing)).toBeNull();
      }),
    );
  });

  it('numbers choruses and chord-list positions so that together they give back the bar', () => {
    fc.assert(
      fc.property(timingArb, fractionArb, (timing, fraction) => {
        const bar = Math.floor(fraction * totalBars(timing));
        const chorus = chorusOf(bar, timing.barsPerChorus);
        const position = barInChordList(bar, timing.barsPerChorus);
        expect(chorus).toBeGreaterThanOrEqual(0);
        expect(chorus).toBeLessThan(timing.repetitions);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThan(timing.barsPerChorus);
        expect(chorus * timing.barsPerChorus + position).toBe(bar);
      }),
    );
  });

  it('jumps exactly from 7 % of a bar before the range end, to the range start of the same chorus', () => {
    fc.assert(
      fc.property(withRange, fractionArb, ({ timing, range, chorus }, fraction) => {
        const { start, end } = rangeTimes(timing, range, chorus);
        const bar = barDuration(timing.tempo);
        const jumpAt = end - LOOP_END_MARGIN_BARS * bar;
        // Anywhere in the range before the margin: play on.
        const inside = start + fraction * (jumpAt - start);
        fc.pre(inside < jumpAt - EPS);
        expect(loopDecision(inside, range, true, timing)).toEqual({ jump: false });
        // From the margin to half a bar after the end (a late check): back to the start of this chorus's range.
        const late = jumpAt + EPS + fraction * (windowEnd(timing, range, chorus) - jumpAt) * 0.999;
        expect(loopDecision(late, range, true, timing)).toEqual({ jump: true, to: start, chorus });
        // Loop off never jumps.
        expect(loopDecision(late, range, false, timing)).toEqual({ jump: false });
      }),
    );
  });

  it('holds playback inside the range once there, across chorus borders and at any check interval', () => {
    fc.assert(
      fc.property(
        withRange,
        fractionArb,
        fc.array(fc.double({ min: 0.001, max: 0.2, noNaN: true }), { minLength: 1, maxLength: 300 }),
        ({ timing, range, chorus: startChorus }, fraction, steps) => {
          let chorus = startChorus;
          const first = rangeTimes(timing, range, chorus);
          let start = first.start;
          let time = start + fraction * (first.end - start) * 0.9;
          for (const step of steps) {
            time += step; // audio time between two checks: up to 0.2 s (100 ms at double speed)
            const decision = loopDecision(time, range, true, timing);
            if (decision.jump) time = decision.to;
            if (time >= windowEnd(timing, range, chorus)) {
              // Only a whole-list range, checked after the border, goes on into the next chorus's range.
              expect(isWholeList(timing, range)).toBe(true);
              chorus += 1;
              start = rangeTimes(timing, range, chorus).start;
            }
            expect(time).toBeGreaterThanOrEqual(start - EPS);
            expect(time).toBeLessThan(windowEnd(timing, range, chorus));
            const shown = displayedBar(time, timing, range, true);
            expect(shown).not.toBeNull();
            const position = barInChordList(shown!, timing.barsPerChorus);
            expect(position).toBeGreaterThanOrEqual(range.start);
            expect(position).toBeLessThanOrEqual(range.end);
          }
        },
      ),
    );
  });

  it('moves to the range start of the current chorus when loop is switched on before it, and only then', () => {
    fc.assert(
      fc.property(withRange, fractionArb, ({ timing, range }, fraction) => {
        const time = inTrack(timing, fraction);
        const target = loopStartOnEnable(time, range, timing);
        const chorus = chorusOf(
          Math.floor((time - timing.starttime) / barDuration(timing.tempo)),
          timing.barsPerChorus,
        );
        const { start } = rangeTimes(timing, range, chorus);
        if (time < start) expect(target).toBe(start);
        else expect(target).toBeNull();
      }),
    );
  });
});
