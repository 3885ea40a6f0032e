import { describe, expect, it } from 'vitest';
import { isNewCourse } from './is-new-course.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('isNewCourse', () => {
  it('is true for a course created within the last 7 days', () => {
    expect(isNewCourse(daysAgo(0), NOW)).toBe(true);
    expect(isNewCourse(daysAgo(3), NOW)).toBe(true);
    expect(isNewCourse(daysAgo(7), NOW)).toBe(true);
  });

  it('is false for an older course or an unreadable date', () => {
    expect(isNewCourse(daysAgo(7.01), NOW)).toBe(false);
    expect(isNewCourse(daysAgo(30), NOW)).toBe(false);
    expect(isNewCourse('not a date', NOW)).toBe(false);
  });
});
