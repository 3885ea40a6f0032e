import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type TrackSettings } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The member's remembered tempo, loop and ramp for a track (decision 0630); null until they change something. */
export const trackSettingsQueryOptions = (trackId: number) =>
  queryOptions({
    queryKey: ['practice', 'track-settings', trackId],
    queryFn: () => api.call(endpoints.practice.trackSettings, { params: { id: trackId } }),
    staleTime: Infinity,
  });

export function useTrackSettings(trackId: number) {
  return useQuery(trackSettingsQueryOptions(trackId));
}

export function saveTrackSettings(trackId: number, settings: TrackSettings, keepalive = false) {
  return api.call(endpoints.practice.saveTrackSettings, {
    params: { id: trackId },
    body: settings,
    keepalive,
  });
}
