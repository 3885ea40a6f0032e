import { describe, expect, it } from 'vitest';
import { positionAt, rerate, secondsUntil } from './time-map.ts';

describe('engine time map', () => {
  it('advances at the rate from the anchor and stays within the track', () => {
    const anchor = { at: 10, input: 4, rate: 0.5 };
    expect(positionAt(anchor, 10, 60)).toBe(4);
    expect(positionAt(anchor, 14, 60)).toBe(6);
    expect(positionAt(anchor, 9, 60)).toBe(4);
    expect(positionAt(anchor, 1000, 60)).toBe(60);
  });

  it('changes rate without a jump in position', () => {
    const anchor = { at: 0, input: 0, rate: 1 };
    const slower = rerate(anchor, 8, 0.25, 60);
    expect(slower).toEqual({ at: 8, input: 8, rate: 0.25 });
    expect(positionAt(slower, 12, 60)).toBe(9);
  });

  it('tells how long until a position is reached', () => {
    const anchor = { at: 0, input: 10, rate: 0.5 };
    expect(secondsUntil(anchor, 0, 12, 60)).toBe(4);
    expect(secondsUntil(anchor, 0, 5, 60)).toBe(0);
    expect(secondsUntil({ ...anchor, rate: 0 }, 0, 12, 60)).toBe(Infinity);
  });
});
