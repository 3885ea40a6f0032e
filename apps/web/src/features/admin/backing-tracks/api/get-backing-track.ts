import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminBackingTrack, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminBackingTrack(id: number): Promise<AdminBackingTrack> {
  return api.call(adminEndpoints.backingTracks.get, { params: { id } });
}

/** Loaded once per visit: a refetch would re-sign the audio URL and restart the preview. */
export const adminBackingTrackQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.track(id),
    queryFn: () => getAdminBackingTrack(id),
    staleTime: Infinity,
  });

export function useAdminBackingTrack(id: number) {
  return useQuery(adminBackingTrackQueryOptions(id));
}
