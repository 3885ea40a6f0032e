import type { BackingTrack } from '@gjs/shared';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';

export const BACKING_TRACKS_LOAD_FAILED = 'Failed to load backing tracks';

/** Tracks whose name contains the search text, ignoring case and surrounding spaces. */
export function filterBackingTracks(tracks: BackingTrack[], search: string): BackingTrack[] {
  const needle = search.trim().toLowerCase();
  return needle ? tracks.filter((track) => track.name.toLowerCase().includes(needle)) : tracks;
}

export const showingText = (shown: number, total: number) => `Showing ${shown} of ${total} backing tracks`;

export const trackTitle = (track: Pick<BackingTrack, 'name' | 'tempo'>) =>
  `${track.name} - ${track.tempo} BPM`;

export type LoadErrorView = { kind: 'login' } | { kind: 'message'; text: string };

/** Decision 0425: a 401 is silent (back to login); otherwise the server's message, or the default text. */
export function loadErrorView(error: unknown): LoadErrorView {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError)
    return { kind: 'message', text: errorMessage(error) ?? BACKING_TRACKS_LOAD_FAILED };
  return { kind: 'message', text: BACKING_TRACKS_LOAD_FAILED };
}

/**
 * The short notice for a loop link with parts that cannot be used (decision 0630): an unknown track, or the parts
 * that were ignored. Null when the link is fine or there is none.
 */
export function loopLinkNotice(
  parsed: { link: { track: number } | null; invalid: string[] },
  trackFound: boolean,
) {
  if (parsed.invalid.includes('track') || (parsed.link && !trackFound)) {
    return 'The backing track of this link was not found.';
  }
  if (parsed.invalid.length === 0) return null;
  return `Ignored in this link: ${parsed.invalid.join(', ')}.`;
}
