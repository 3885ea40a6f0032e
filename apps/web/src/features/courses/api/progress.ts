import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpoints,
  type ChapterProgress,
  type CourseProgress,
  type ProgressSaveInput,
  type ProgressSummaryItem,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

/** The member's own course progress (docs/decisions/0600-course-progress.md); members only, so never for visitors. */
export async function getProgressSummary(): Promise<ProgressSummaryItem[]> {
  return api.call(endpoints.progress.summary);
}

export async function getCourseProgress(courseId: number | string): Promise<CourseProgress> {
  return api.call(endpoints.progress.course, { params: { id: courseId } });
}

export async function saveChapterProgress(
  chapterId: number,
  body: ProgressSaveInput,
  options: { keepalive?: boolean } = {},
): Promise<ChapterProgress> {
  return api.call(endpoints.progress.save, { params: { id: chapterId }, body, ...options });
}

export async function setChapterDone(chapterId: number, done: boolean): Promise<ChapterProgress> {
  return api.call(endpoints.progress.setDone, { params: { id: chapterId }, body: { done } });
}

export const progressSummaryQueryOptions = queryOptions({
  queryKey: ['progress', 'summary'],
  queryFn: getProgressSummary,
});

export const courseProgressQueryOptions = (courseId: number | string) =>
  queryOptions({
    queryKey: ['progress', 'course', String(courseId)],
    queryFn: () => getCourseProgress(courseId),
  });

export function useCourseProgress(courseId: number | string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...courseProgressQueryOptions(courseId), enabled: options.enabled ?? true });
}

export function useProgressSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...progressSummaryQueryOptions, enabled: options.enabled ?? true });
}

/** Marks or unmarks a chapter done, then refreshes the course's progress and the summary. */
export function useSetChapterDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, done }: { chapterId: number; done: boolean }) =>
      setChapterDone(chapterId, done),
    onSettled: () => client.invalidateQueries({ queryKey: ['progress'] }),
  });
}
