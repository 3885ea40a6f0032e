import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCourseDetailSchema,
  type AdminCourseDetail,
  type AdminCourseInput,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

/** Creates a course (no id) or edits one. */
export async function saveCourse({
  id,
  input,
}: {
  id?: number;
  input: AdminCourseInput;
}): Promise<AdminCourseDetail> {
  const answer = id
    ? await api.call(adminEndpoints.courses.update, { params: { id }, body: input })
    : await api.call(adminEndpoints.courses.create, { body: input });
  return adminCourseDetailSchema.parse(answer);
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      return queryClient.invalidateQueries({ queryKey: adminKeys.courses, exact: true });
    },
  });
}
