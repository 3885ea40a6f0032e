import { describe, expect, it } from 'vitest';
import { formatSyncPoints, parseSyncPoints } from './sync-points-text.ts';

describe('the sync editor’s list', () => {
  it('writes and reads bars from 1 and times in seconds', () => {
    const points = [
      { bar: 0, ms: 250 },
      { bar: 4, ms: 6917 },
    ];
    expect(formatSyncPoints(points)).toBe('1 0.250\n5 6.917');
    expect(parseSyncPoints('1 0.250\n\n5 6.917\n')).toEqual({ points });
  });

  it('names the first line that is not a point or breaks the order', () => {
    expect(parseSyncPoints('1 0.5\nfive 2')).toEqual({ line: 2 });
    expect(parseSyncPoints('2 1.0\n1 2.0')).toEqual({ line: 2 });
    expect(parseSyncPoints('1 3\n2 2')).toEqual({ line: 2 });
    expect(parseSyncPoints('0 1')).toEqual({ line: 1 });
  });
});
