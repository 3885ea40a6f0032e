import { describe, expect, it } from 'vitest';
import { PlayedTime } from './played-time.ts';

describe('PlayedTime', () => {
  it('counts the time played in small steps', () => {
    const t = new PlayedTime();
    for (let s = 0; s <= 10; s += 0.25) t.tick(s);
    expect(t.take()).toBe(10);
    expect(t.take()).toBe(0);
  });

  it('does not count a seek', () => {
    const t = new PlayedTime();
    t.tick(0);
    t.tick(1);
    t.tick(95);
    t.tick(96);
    expect(t.take()).toBe(2);
  });

  it('counts the seconds of the video covered at any speed, and starts afresh after a pause', () => {
    const t = new PlayedTime();
    t.tick(0, 2);
    t.tick(3, 2);
    t.break();
    t.tick(50, 2);
    t.tick(53, 2);
    expect(t.take()).toBe(6);
    // A jump larger than a step at that speed is a seek.
    t.tick(60, 2);
    t.tick(70, 2);
    expect(t.take()).toBe(0);
  });
});
