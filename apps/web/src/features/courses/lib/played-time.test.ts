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

  it('counts wall-clock seconds at other speeds, and starts afresh after a pause', () => {
    const t = new PlayedTime();
    t.tick(0, 2);
    t.tick(2, 2);
    t.break();
    t.tick(50, 2);
    t.tick(52, 2);
    expect(t.take()).toBe(2);
  });
});
