import type { CourseSummary, ProgressSummaryItem } from '@gjs/shared';
import { paths } from '#config/paths.ts';

/** "x of y chapters" */
export function courseProgressText(item: Pick<ProgressSummaryItem, 'done' | 'total'>): string {
  return `${item.done} of ${item.total} chapters`;
}

/**
 * The chapter to continue: the one saved last across the courses the member can still see, opened by the course
 * viewer at its saved position (`?chapter=`). None when nothing was saved yet.
 */
export function continueTarget(
  summary: readonly ProgressSummaryItem[],
  courses: readonly CourseSummary[],
): { courseName: string; href: string } | null {
  const names = new Map(courses.map((c) => [c.id, c.name]));
  let best: { item: ProgressSummaryItem; at: number } | null = null;
  for (const item of summary) {
    if (!item.last || !names.has(item.course_id)) continue;
    const at = Date.parse(item.last.updated_at);
    if (!best || at > best.at) best = { item, at };
  }
  if (!best?.item.last) return null;
  return {
    courseName: names.get(best.item.course_id)!,
    href: `${paths.course.getHref(best.item.course_id)}?chapter=${best.item.last.chapter_id}`,
  };
}
