import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCourseDetailSchema, type AdminCourseDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function reorderChapters({
  courseId,
  chapterIds,
}: {
  courseId: number;
  chapterIds: number[];
}): Promise<AdminCourseDetail> {
  return adminCourseDetailSchema.parse(
    await api.call(adminEndpoints.courses.orderChapters, {
      params: { id: courseId },
      body: { chapter_ids: chapterIds },
    }),
  );
}

/** The new order shows at once; the server's answer (or the old order on failure) replaces it. */
export function useReorderChapters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderChapters,
    onMutate: async ({ courseId, chapterIds }) => {
      const key = adminKeys.course(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminCourseDetail>(key);
      if (previous) {
        const byId = new Map(previous.chapters.map((c) => [c.id, c]));
        const chapters = chapterIds.map((id, position) => ({ ...byId.get(id)!, position }));
        queryClient.setQueryData<AdminCourseDetail>(key, { ...previous, chapters });
      }
      return { previous };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.course(courseId), context.previous);
    },
    onSuccess: (course) => queryClient.setQueryData(adminKeys.course(course.id), course),
  });
}
