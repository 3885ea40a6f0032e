import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminLessonDetail, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { lessonKeys, detail } from './lesson-keys.ts';

/** The new order shows at once; the server's answer (or the old order on failure) replaces it. */
export function useReorderSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, sectionIds }: { lessonId: number; sectionIds: number[] }) =>
      detail(
        api.call(adminEndpoints.privateLessons.orderSections, {
          params: { id: lessonId },
          body: { section_ids: sectionIds },
        }),
      ),
    onMutate: async ({ lessonId, sectionIds }) => {
      const key = lessonKeys.lesson(lessonId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminLessonDetail>(key);
      if (previous) {
        const byId = new Map(previous.sections.map((s) => [s.id, s]));
        const sections = sectionIds.map((id, index) => ({ ...byId.get(id)!, position: index + 1 }));
        queryClient.setQueryData<AdminLessonDetail>(key, { ...previous, sections });
      }
      return { previous };
    },
    onError: (_error, { lessonId }, context) => {
      if (context?.previous) queryClient.setQueryData(lessonKeys.lesson(lessonId), context.previous);
    },
    onSuccess: (lesson) => {
      queryClient.setQueryData(lessonKeys.lesson(lesson.id), lesson);
      void queryClient.invalidateQueries({ queryKey: ['private-lessons'] });
    },
  });
}
