import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCourseDetailSchema, type AdminCourseDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

/** Makes a chapter video's stream again after it failed. */
export async function retryChapterStream({
  courseId,
  chapterId,
}: {
  courseId: number;
  chapterId: number;
}): Promise<AdminCourseDetail> {
  return adminCourseDetailSchema.parse(
    await api.call(adminEndpoints.courses.retryChapterStream, { params: { id: courseId, chapterId } }),
  );
}

export function useRetryChapterStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryChapterStream,
    onSuccess: (course) => queryClient.setQueryData(adminKeys.course(course.id), course),
  });
}
