import { useQuery } from '@tanstack/react-query';
import { backingTracksQueryOptions } from '#lib/backing-tracks-query.ts';

export { backingTracksQueryOptions, getBackingTracks } from '#lib/backing-tracks-query.ts';

/** Only a signed-in user asks: for a visitor the list is a 401 the page never shows. */
export function useBackingTracks(enabled: boolean) {
  return useQuery({ ...backingTracksQueryOptions, enabled });
}
