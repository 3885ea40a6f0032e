import { describe, expect, it } from 'vitest';
import { barAtTime, steadySyncPoints, syncPointsSchema, timeOfBar, trackSyncPoints } from './score-sync.ts';

const points = [
  { bar: 0, ms: 1000 },
  { bar: 4, ms: 9000 },
  { bar: 8, ms: 15000 },
];

describe('score sync', () => {
  it('times bars between points evenly and goes on at the last pace', () => {
    expect(timeOfBar(0, points, 2000)).toBe(1000);
    expect(timeOfBar(2, points, 2000)).toBe(5000);
    expect(timeOfBar(6, points, 2000)).toBe(12000);
    expect(timeOfBar(10, points, 2000)).toBe(18000);
    expect(timeOfBar(3, [{ bar: 1, ms: 500 }], 2000)).toBe(4500);
    expect(timeOfBar(3, [], 2000)).toBeNull();
  });

  it('finds the bar at a time, within the score', () => {
    expect(barAtTime(0, points, 12, 2000)).toBe(0);
    expect(barAtTime(4999, points, 12, 2000)).toBe(1);
    expect(barAtTime(5000, points, 12, 2000)).toBe(2);
    expect(barAtTime(15000, points, 12, 2000)).toBe(8);
    expect(barAtTime(99000, points, 12, 2000)).toBe(11);
    for (let bar = 0; bar < 12; bar += 1) {
      expect(barAtTime(timeOfBar(bar, points, 2000)!, points, 12, 2000)).toBe(bar);
    }
  });

  it('derives a backing track’s points from its start and tempo', () => {
    expect(trackSyncPoints({ starttime: 0.5, tempo: 120, bars: 3 })).toEqual([
      { bar: 0, ms: 500 },
      { bar: 1, ms: 2500 },
      { bar: 2, ms: 4500 },
    ]);
  });

  it('makes the points of a steady tempo within the media', () => {
    expect(steadySyncPoints(120, 300, 32, 6000)).toEqual([
      { bar: 0, ms: 300 },
      { bar: 1, ms: 2300 },
      { bar: 2, ms: 4300 },
    ]);
    expect(steadySyncPoints(120, 0, 2, 60000)).toHaveLength(2);
  });

  it('accepts only increasing bars and times', () => {
    expect(syncPointsSchema.safeParse(points).success).toBe(true);
    expect(syncPointsSchema.safeParse([points[1], points[0]]).success).toBe(false);
    expect(
      syncPointsSchema.safeParse([
        { bar: 0, ms: 5 },
        { bar: 1, ms: 5 },
      ]).success,
    ).toBe(false);
  });
});
