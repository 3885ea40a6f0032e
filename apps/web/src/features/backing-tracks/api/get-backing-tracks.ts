import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type BackingTrack } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

/** The member's backing tracks; their audio URLs are short-lived signed URLs (decision 0406). */
export async function getBackingTracks(): Promise<BackingTrack[]> {
  return api.call(endpoints.backingTracks.list);
}

export const backingTracksQueryOptions = queryOptions({
  queryKey: ['backing-tracks'],
  queryFn: getBackingTracks,
  // Loaded once per visit: the signed URLs stay valid for the visit, and a refetch has nothing new to show.
  staleTime: Infinity,
  gcTime: 0,
});

/** Only a signed-in user asks: for a visitor the list is a 401 the page never shows. */
export function useBackingTracks(enabled: boolean) {
  return useQuery({ ...backingTracksQueryOptions, enabled });
}
