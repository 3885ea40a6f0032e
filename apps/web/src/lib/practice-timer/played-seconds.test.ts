import { describe, expect, it } from 'vitest';
import { PlayedSeconds } from './played-seconds.ts';

describe('played seconds for the practice log', () => {
  it('count only the time between playing and pause, in whole seconds, keeping the rest', () => {
    let now = 0;
    const played = new PlayedSeconds(() => now);
    now = 5_000; // paused: not counted
    played.start();
    now = 17_500;
    played.stop();
    now = 40_000;
    expect(played.take()).toEqual([12]);
    played.start();
    now = 40_600;
    expect(played.take()).toEqual([1]); // the half second kept from before, and 0.6 s more
  });

  it('split a long stretch into reports of at most 60 s, and go on counting while playing', () => {
    let now = 0;
    const played = new PlayedSeconds(() => now);
    played.start();
    now = 150_000;
    expect(played.take()).toEqual([60, 60, 30]);
    now = 160_000;
    expect(played.take()).toEqual([10]);
    expect(played.running).toBe(true);
  });
});
