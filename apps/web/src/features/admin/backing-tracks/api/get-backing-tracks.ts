import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminBackingTrack, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getAdminBackingTracks(): Promise<AdminBackingTrack[]> {
  return api.call(adminEndpoints.backingTracks.list);
}

export const adminBackingTracksQueryOptions = queryOptions({
  queryKey: adminKeys.tracks,
  queryFn: getAdminBackingTracks,
});

export function useAdminBackingTracks() {
  return useQuery(adminBackingTracksQueryOptions);
}
