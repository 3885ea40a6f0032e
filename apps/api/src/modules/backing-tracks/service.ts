import type { BackingTrack } from '@gjs/shared';
import type { Database } from '../../db/types.ts';
import { keyExtension } from '../../lib/storage/keys.ts';
import type { MediaUrls } from '../media/urls.ts';
import * as repo from './repository.ts';

export async function listBackingTracks(db: Database, urls: MediaUrls): Promise<BackingTrack[]> {
  const rows = await repo.listListedTracks(db);
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
  }));
}
