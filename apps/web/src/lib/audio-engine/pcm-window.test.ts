import { describe, expect, it } from 'vitest';
import { dropBefore, holds, PCM_WINDOW, reachable, refillStart, wantsMore } from './pcm-window.ts';

describe('PCM window (which part of a streaming track the worklet holds)', () => {
  it('plays at once only where a second after the position is held (or the track ends)', () => {
    expect(holds({ start: 10, end: 40 }, 20, 300)).toBe(true);
    expect(holds({ start: 10, end: 40 }, 39.5, 300)).toBe(false);
    expect(holds({ start: 290, end: 300 }, 299.5, 300)).toBe(true);
    expect(holds({ start: 10, end: 40 }, 5, 300)).toBe(false);
  });

  it('refills from the start of the chunk the position falls in', () => {
    expect(refillStart(242, PCM_WINDOW)).toBe(240);
    expect(refillStart(0.3, PCM_WINDOW)).toBe(0);
  });

  it('decodes on while less than 30 s ahead is held, never past the end', () => {
    expect(wantsMore({ start: 0, end: 35 }, 10, 300, PCM_WINDOW)).toBe(true);
    expect(wantsMore({ start: 0, end: 40 }, 10, 300, PCM_WINDOW)).toBe(false);
    expect(wantsMore({ start: 280, end: 300 }, 290, 300, PCM_WINDOW)).toBe(false);
  });

  it('drops what lies 30 s behind; a seek within the next chunk waits for it rather than refilling', () => {
    expect(dropBefore(100, PCM_WINDOW)).toBe(70);
    expect(reachable({ start: 10, end: 40 }, 43, PCM_WINDOW)).toBe(true);
    expect(reachable({ start: 10, end: 40 }, 46, PCM_WINDOW)).toBe(false);
    expect(reachable({ start: 10, end: 40 }, 9, PCM_WINDOW)).toBe(false);
  });
});
