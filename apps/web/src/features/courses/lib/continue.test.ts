import { describe, expect, it } from 'vitest';
import type { ProgressSummaryItem } from '@gjs/shared';
import { makeCourse } from '../testing/course-fixtures.ts';
import { continueTarget, courseProgressText } from './continue.ts';

const item = (course_id: number, last: ProgressSummaryItem['last'], done = 0): ProgressSummaryItem => ({
  course_id,
  done,
  total: 4,
  last,
});

describe('Continue', () => {
  const courses = [makeCourse({ id: 1, name: 'Minor Swing' }), makeCourse({ id: 2, name: 'Pompe' })];

  it('opens the chapter saved last across courses', () => {
    const target = continueTarget(
      [
        item(1, { chapter_id: 11, position: 30, updated_at: '2026-11-20T10:00:00.000Z' }),
        item(2, { chapter_id: 21, position: 95, updated_at: '2026-11-22T10:00:00.000Z' }),
      ],
      courses,
    );
    expect(target).toEqual({ courseName: 'Pompe', href: '/courses/2?chapter=21' });
  });

  it('offers nothing before a first save, or for a course no longer listed', () => {
    expect(continueTarget([item(1, null)], courses)).toBeNull();
    expect(
      continueTarget(
        [item(9, { chapter_id: 91, position: 3, updated_at: '2026-11-22T10:00:00.000Z' })],
        courses,
      ),
    ).toBeNull();
  });

  it("counts as 'x of y chapters'", () => {
    expect(courseProgressText({ done: 2, total: 4 })).toBe('2 of 4 chapters');
  });
});
