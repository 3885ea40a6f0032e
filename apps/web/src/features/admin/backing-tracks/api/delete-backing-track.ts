import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function deleteBackingTrack(id: number): Promise<void> {
  await api.call(adminEndpoints.backingTracks.remove, { params: { id } });
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
