import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { endpoints, type Chapter, type SyncPoint, type SyncPointsResult, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/**
 * A chapter as members get it (signed media URLs, the score's current sync points), for the sync editor (decision
 * 0631): staff may read any course. Fetched once per opening, as the viewer does, so the media URL stays the same.
 */
export async function getChapterAsMember(courseId: number, chapterId: number): Promise<Chapter | null> {
  const course = await api.call(endpoints.courses.get, { params: { id: courseId } });
  return course.chapters.find((chapter) => chapter.id === chapterId) ?? null;
}

export const chapterAsMemberQueryOptions = (courseId: number, chapterId: number) =>
  queryOptions({
    queryKey: ['admin', 'chapter-media', courseId, chapterId],
    queryFn: () => getChapterAsMember(courseId, chapterId),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useChapterAsMember(courseId: number, chapterId: number) {
  return useQuery(chapterAsMemberQueryOptions(courseId, chapterId));
}

export function saveSyncPoints(input: {
  courseId: number;
  chapterId: number;
  points: SyncPoint[];
}): Promise<SyncPointsResult> {
  return api.call(adminEndpoints.courses.setSyncPoints, {
    params: { id: input.courseId, chapterId: input.chapterId },
    body: { sync_points: input.points },
  });
}

export function useSaveSyncPoints() {
  return useMutation({ mutationFn: saveSyncPoints });
}
