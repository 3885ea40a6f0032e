import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBackingTrack } from '@gjs/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../shared/api/keys.ts';

export async function getAdminBackingTracks(): Promise<AdminBackingTrack[]> {
  return api.get<AdminBackingTrack[]>('/api/admin/backing-tracks/');
}

export const adminBackingTracksQueryOptions = queryOptions({
  queryKey: adminKeys.tracks,
  queryFn: getAdminBackingTracks,
});

export function useAdminBackingTracks() {
  return useQuery(adminBackingTracksQueryOptions);
}
