import type { BackingTrack } from '@gjs/shared';
import { ApiError, errorMessage } from '#lib/api-client.ts';
import type { Translation } from '#lib/i18n/texts.ts';
import type { BackingTracksTexts } from './backing-tracks-texts.ts';

type Texts = Translation<BackingTracksTexts>;

/** Tracks whose name contains the search text, ignoring case and surrounding spaces. */
export function filterBackingTracks(tracks: BackingTrack[], search: string): BackingTrack[] {
  const needle = search.trim().toLowerCase();
  return needle ? tracks.filter((track) => track.name.toLowerCase().includes(needle)) : tracks;
}

/** A row's title, the same in every language: 'name - tempo BPM'. */
export const trackTitle = (track: Pick<BackingTrack, 'name' | 'tempo'>) =>
  `${track.name} - ${track.tempo} BPM`;

export type LoadErrorView = { kind: 'login' } | { kind: 'message'; text: string };

/** Product 0425: a 401 is silent (back to login); otherwise the server's message, or the default text. */
export function loadErrorView(error: unknown, texts: Texts): LoadErrorView {
  if (error instanceof ApiError && error.status === 401) return { kind: 'login' };
  if (error instanceof ApiError) return { kind: 'message', text: errorMessage(error) ?? texts.loadFailed };
  return { kind: 'message', text: texts.loadFailed };
}

/**
 * The short notice for a loop link with parts that cannot be used (decision 0630): an unknown track, or the parts
 * that were ignored. Null when the link is fine or there is none.
 */
export function loopLinkNotice(
  parsed: { link: { track: number } | null; invalid: string[] },
  trackFound: boolean,
  texts: Texts,
) {
  if (parsed.invalid.includes('track') || (parsed.link && !trackFound)) {
    return texts.linkTrackNotFound;
  }
  if (parsed.invalid.length === 0) return null;
  return texts.linkIgnored(parsed.invalid);
}
