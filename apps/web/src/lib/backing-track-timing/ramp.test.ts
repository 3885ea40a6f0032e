import { describe, expect, it } from 'vitest';
import { rampDone, rampTempo } from './ramp.ts';

describe('the tempo ramp', () => {
  const ramp = { start: 70, target: 90, step: 5, every: 1 };

  it('climbs by the step after every repetition and reaches 90 % after four', () => {
    expect([0, 1, 2, 3, 4].map((n) => rampTempo(ramp, n))).toEqual([70, 75, 80, 85, 90]);
    expect(rampDone(ramp, 3)).toBe(false);
    expect(rampDone(ramp, 4)).toBe(true);
  });

  it('stays at the target once reached, even when the step overshoots it', () => {
    expect(rampTempo(ramp, 10)).toBe(90);
    expect(rampTempo({ start: 60, target: 100, step: 30, every: 1 }, 2)).toBe(100);
  });

  it('steps only every N repetitions', () => {
    const slow = { ...ramp, every: 2 };
    expect([0, 1, 2, 3, 4, 5].map((n) => rampTempo(slow, n))).toEqual([70, 70, 75, 75, 80, 80]);
  });
});
