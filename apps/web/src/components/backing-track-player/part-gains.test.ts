import { describe, expect, it } from 'vitest';
import { partGains } from './part-gains.ts';

const names = ['rhythm', 'bass', 'lead'] as const;
const part = (volume: number, mute = false, solo = false) => ({ volume, mute, solo });

describe('part gains', () => {
  it('play every part at full volume until the member mixes', () => {
    expect(partGains(names, {})).toEqual([1, 1, 1]);
  });

  it('silence a muted part and keep the others at their volume', () => {
    expect(partGains(names, { bass: part(0.8, true), lead: part(0.5) })).toEqual([1, 0, 0.5]);
  });

  it('play only the soloed parts while any is soloed, never a muted one', () => {
    expect(partGains(names, { rhythm: part(0.7, false, true) })).toEqual([0.7, 0, 0]);
    expect(partGains(names, { rhythm: part(1, true, true), bass: part(1, false, true) })).toEqual([0, 1, 0]);
  });
});
