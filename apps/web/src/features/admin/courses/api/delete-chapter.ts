import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCourseDetailSchema, type AdminCourseDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function deleteChapter({
  courseId,
  chapterId,
}: {
  courseId: number;
  chapterId: number;
}): Promise<AdminCourseDetail> {
  return adminCourseDetailSchema.parse(
    await api.call(adminEndpoints.courses.removeChapter, { params: { id: courseId, chapterId } }),
  );
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapter,
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      return queryClient.invalidateQueries({ queryKey: adminKeys.courses, exact: true });
    },
  });
}
