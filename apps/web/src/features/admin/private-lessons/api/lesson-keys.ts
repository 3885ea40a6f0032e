import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLessonDetailSchema, type AdminLessonDetail } from '@gjs/shared';

export const lessonKeys = {
  all: ['admin', 'private-lessons'] as const,
  list: ['admin', 'private-lessons', 'list'] as const,
  lesson: (id: number) => ['admin', 'private-lessons', 'detail', id] as const,
  students: (q: string) => ['admin', 'private-lessons', 'students', q] as const,
};

export const detail = async (answer: Promise<unknown>) => adminLessonDetailSchema.parse(await answer);

/** Every write of a lesson answers with the lesson: it replaces the cached one, and the list is fetched again. */
export function useLessonMutation<V>(fn: (vars: V) => Promise<AdminLessonDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (lesson) => {
      queryClient.setQueryData(lessonKeys.lesson(lesson.id), lesson);
      void queryClient.invalidateQueries({ queryKey: ['private-lessons'] });
      // Assigning a student may turn on their takes_lessons flag, shown on the members pages.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'members'] });
      return queryClient.invalidateQueries({ queryKey: lessonKeys.list });
    },
  });
}
