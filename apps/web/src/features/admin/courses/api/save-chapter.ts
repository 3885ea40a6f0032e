import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCourseDetailSchema,
  type AdminChapterInput,
  type AdminCourseDetail,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

/** Adds a chapter at the end (no chapterId) or edits one; answers the course with its chapters. */
export async function saveChapter({
  courseId,
  chapterId,
  input,
}: {
  courseId: number;
  chapterId?: number;
  input: AdminChapterInput;
}): Promise<AdminCourseDetail> {
  const answer = chapterId
    ? await api.call(adminEndpoints.courses.updateChapter, {
        params: { id: courseId, chapterId },
        body: input,
      })
    : await api.call(adminEndpoints.courses.createChapter, { params: { id: courseId }, body: input });
  return adminCourseDetailSchema.parse(answer);
}

export function useSaveChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChapter,
    onSuccess: (course) => {
      queryClient.setQueryData(adminKeys.course(course.id), course);
      return queryClient.invalidateQueries({ queryKey: adminKeys.courses, exact: true });
    },
  });
}
