import { describe, expect, it } from 'vitest';
import { formatPracticeTime, formatWeekStart, streakText } from './practice-time.ts';

describe('practice time on the profile', () => {
  it('is shown in seconds, minutes or hours and minutes', () => {
    expect(formatPracticeTime(0)).toBe('0 s');
    expect(formatPracticeTime(44.6)).toBe('45 s');
    expect(formatPracticeTime(60)).toBe('1 min');
    expect(formatPracticeTime(12 * 60 + 20)).toBe('12 min');
    expect(formatPracticeTime(2 * 3600)).toBe('2 h');
    expect(formatPracticeTime(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
  });

  it('names a week by its Monday and counts streak days', () => {
    expect(formatWeekStart('2026-11-23')).toBe('23 Nov');
    expect(streakText(1)).toBe('1 day');
    expect(streakText(4)).toBe('4 days');
  });
});
