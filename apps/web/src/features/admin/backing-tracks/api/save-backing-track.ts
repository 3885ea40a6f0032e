import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBackingTrackSchema, type AdminBackingTrack, type AdminBackingTrackInput } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function saveBackingTrack({
  id,
  input,
}: {
  id?: number;
  input: AdminBackingTrackInput;
}): Promise<AdminBackingTrack> {
  const answer = id
    ? await api.put(`/api/admin/backing-tracks/${id}/`, input)
    : await api.post('/api/admin/backing-tracks/', input);
  return adminBackingTrackSchema.parse(answer);
}

export function useSaveBackingTrack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBackingTrack,
    onSuccess: (track) => {
      queryClient.setQueryData(adminKeys.track(track.id), track);
      void queryClient.invalidateQueries({ queryKey: ['backing-tracks'] });
      return queryClient.invalidateQueries({ queryKey: adminKeys.tracks, exact: true });
    },
  });
}
