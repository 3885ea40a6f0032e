import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function deleteBackingTrack(id: number): Promise<void> {
  await api.delete(`/api/admin/backing-tracks/${id}/`);
}

export function useDeleteBackingTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBackingTrack,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.track(id) });
      return queryClient.invalidateQueries({ queryKey: adminKeys.tracks, exact: true });
    },
  });
}
