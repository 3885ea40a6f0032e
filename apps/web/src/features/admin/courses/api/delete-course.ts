import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function deleteCourse(id: number): Promise<void> {
  await api.call(adminEndpoints.courses.remove, { params: { id } });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.course(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.courses, exact: true });
    },
  });
}
