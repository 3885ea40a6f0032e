import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { lessonKeys } from './lesson-keys.ts';

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await api.call(adminEndpoints.privateLessons.remove, { params: { id } });
    },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: lessonKeys.lesson(id) });
      void queryClient.invalidateQueries({ queryKey: ['private-lessons'] });
      return queryClient.invalidateQueries({ queryKey: lessonKeys.list });
    },
  });
}
