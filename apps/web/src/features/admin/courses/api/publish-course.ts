import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCourseDetailSchema, type AdminCourseDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function publishCourse({
  id,
  isPublished,
}: {
  id: number;
  isPublished: boolean;
}): Promise<AdminCourseDetail> {
  return adminCourseDetailSchema.parse(
    await api.call(adminEndpoints.courses.publish, { params: { id }, body: { is_published: isPublished } }),
  );
}

export function usePublishCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishCourse,
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      // The public catalogue changes too.
      void queryClient.invalidateQueries({ queryKey: ['courses'] });
      return queryClient.invalidateQueries({ queryKey: adminKeys.courses, exact: true });
    },
  });
}
