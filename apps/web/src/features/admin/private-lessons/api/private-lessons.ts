import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminLessonDetailSchema,
  adminLessonListSchema,
  adminStudentSearchResultSchema,
  type AdminLessonCreate,
  type AdminLessonDetail,
  type AdminLessonSectionInput,
  endpoints,
} from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';

export const lessonKeys = {
  all: ['admin', 'private-lessons'] as const,
  list: ['admin', 'private-lessons', 'list'] as const,
  lesson: (id: number) => ['admin', 'private-lessons', 'detail', id] as const,
  students: (q: string) => ['admin', 'private-lessons', 'students', q] as const,
};

const detail = async (answer: Promise<unknown>) => adminLessonDetailSchema.parse(await answer);

export function useAdminLessons() {
  return useQuery({
    queryKey: lessonKeys.list,
    queryFn: async () => adminLessonListSchema.parse(await api.call(endpoints.admin.privateLessons.list)),
  });
}

export function useAdminLesson(id: number) {
  return useQuery({
    queryKey: lessonKeys.lesson(id),
    queryFn: () => detail(api.call(endpoints.admin.privateLessons.get, { params: { id } })),
  });
}

/** Accounts to assign; the list keeps showing the last answer while the next one loads. */
export function useStudentSearch(q: string) {
  return useQuery({
    queryKey: lessonKeys.students(q),
    queryFn: async () =>
      adminStudentSearchResultSchema.parse(
        await api.call(endpoints.admin.privateLessons.searchStudents, {
          query: `q=${encodeURIComponent(q)}`,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every write answers with the lesson: it replaces the cached one, and the list is fetched again. */
function useLessonMutation<V>(fn: (vars: V) => Promise<AdminLessonDetail>) {
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

export const useCreateLesson = () =>
  useLessonMutation((input: AdminLessonCreate) =>
    detail(api.call(endpoints.admin.privateLessons.create, { body: input })),
  );

export const useRenameLesson = () =>
  useLessonMutation(({ id, name }: { id: number; name: string }) =>
    detail(api.call(endpoints.admin.privateLessons.update, { params: { id }, body: { name } })),
  );

export const useSetStudents = () =>
  useLessonMutation(({ id, userIds }: { id: number; userIds: number[] }) =>
    detail(
      api.call(endpoints.admin.privateLessons.setStudents, { params: { id }, body: { user_ids: userIds } }),
    ),
  );

export const useSaveSection = () =>
  useLessonMutation(
    ({
      lessonId,
      sectionId,
      input,
    }: {
      lessonId: number;
      sectionId?: number;
      input: AdminLessonSectionInput;
    }) =>
      detail(
        sectionId
          ? api.call(endpoints.admin.privateLessons.updateSection, {
              params: { id: lessonId, sectionId },
              body: input,
            })
          : api.call(endpoints.admin.privateLessons.createSection, { params: { id: lessonId }, body: input }),
      ),
  );

export const useDeleteSection = () =>
  useLessonMutation(({ lessonId, sectionId }: { lessonId: number; sectionId: number }) =>
    detail(api.call(endpoints.admin.privateLessons.removeSection, { params: { id: lessonId, sectionId } })),
  );

/** The new order shows at once; the server's answer (or the old order on failure) replaces it. */
export function useReorderSections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, sectionIds }: { lessonId: number; sectionIds: number[] }) =>
      detail(
        api.call(endpoints.admin.privateLessons.orderSections, {
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

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call(endpoints.admin.privateLessons.remove, { params: { id } });
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: lessonKeys.lesson(id) });
      void queryClient.invalidateQueries({ queryKey: ['private-lessons'] });
      return queryClient.invalidateQueries({ queryKey: lessonKeys.list });
    },
  });
}
