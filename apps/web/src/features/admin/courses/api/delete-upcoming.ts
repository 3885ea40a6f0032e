import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function deleteUpcoming(id: number): Promise<void> {
  await api.call(adminEndpoints.courses.removeUpcoming, { params: { id } });
}

export function useDeleteUpcoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpcoming,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.upcoming }),
  });
}
