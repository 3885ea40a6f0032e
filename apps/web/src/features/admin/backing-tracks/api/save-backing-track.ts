import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBackingTrackSchema,
  type AdminBackingTrack,
  type AdminBackingTrackInput,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function saveBackingTrack({
  id,
  input,
}: {
  id?: number;
  input: AdminBackingTrackInput;
}): Promise<AdminBackingTrack> {
  const answer = id
    ? await api.call(adminEndpoints.backingTracks.update, { params: { id }, body: input })
    : await api.call(adminEndpoints.backingTracks.create, { body: input });
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
