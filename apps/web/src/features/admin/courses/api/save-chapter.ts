import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCourseDetailSchema, type AdminChapterInput, type AdminCourseDetail } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

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
    ? await api.put(`/api/admin/courses/${courseId}/chapters/${chapterId}/`, input)
    : await api.post(`/api/admin/courses/${courseId}/chapters/`, input);
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
