import { describe, expect, it } from 'vitest';
import { tapResult } from './tap-tempo.ts';

describe('tapResult', () => {
  it('needs four taps before it gives a result', () => {
    expect(tapResult([1, 1.5, 2])).toBeUndefined();
  });

  it('takes the tempo from the median interval and the start time from the first tap', () => {
    // 0.5 s beats = 120 BPM, with one tap far off that the median ignores.
    expect(tapResult([0.84, 1.34, 1.84, 2.5, 2.84, 3.34])).toEqual({ tempo: 120, starttime: 0.84 });
  });

  it('rounds the tempo to a tenth of a beat per minute', () => {
    expect(tapResult([0, 0.7, 1.4, 2.1])).toEqual({ tempo: 85.7, starttime: 0 });
  });

  it('gives nothing for taps that do not move forward', () => {
    expect(tapResult([2, 2, 2, 2])).toBeUndefined();
  });
});
