import { queryOptions } from '@tanstack/react-query';
import { endpoints, type BackingTrack } from '@gjs/shared';
import { api } from './api-client.ts';

/** The member's backing tracks; their audio URLs are short-lived signed URLs (decision 0406). */
export async function getBackingTracks(): Promise<BackingTrack[]> {
  return api.call(endpoints.backingTracks.list);
}

/** One definition for the list page and the loop-link cards of the forum, which read the tracks' names from it. */
export const backingTracksQueryOptions = queryOptions({
  queryKey: ['backing-tracks'],
  queryFn: getBackingTracks,
  // Loaded once per visit: the signed URLs stay valid for the visit, and a refetch has nothing new to show.
  staleTime: Infinity,
  gcTime: 0,
});
