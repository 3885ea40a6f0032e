import type { BackingTrack } from '@gjs/shared';
import { keyExtension } from '../../lib/storage/keys.ts';
import type { MediaUrls } from '../media/index.ts';
import type * as repo from './repository.ts';

/** The listed tracks, from the rows of `repo.listListedTracks` (shared), with audio URLs signed for this request. */
export function listBackingTracks(
  rows: Awaited<ReturnType<typeof repo.listListedTracks>>,
  urls: MediaUrls,
): BackingTrack[] {
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    tempo: t.tempo,
    key: t.musicalKey,
    audio_url: urls.signed(t.audio)!,
    audio_download_url: urls.signed(t.audio, {
      download: true,
      filename: `${t.name}.${keyExtension(t.audio)}`,
    })!,
    chords: t.chords,
    starttime: t.starttime,
    repetitions: t.repetitions,
    // Signed like the track's audio: only a member with access gets this list (its endpoint's guard).
    parts: t.parts.map((part) => ({ name: part.name, audio_url: urls.signed(part.audio)! })),
  }));
}
