import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function deleteUpcoming(id: number): Promise<void> {
  await api.delete(`/api/admin/upcoming-courses/${id}/`);
}

export function useDeleteUpcoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpcoming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.upcoming }),
  });
}
