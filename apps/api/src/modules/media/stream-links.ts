import type { VideoStream } from '@gjs/shared';
import type { DbOrTx } from '#db/types.ts';
import type { StreamSigner } from './stream-signing.ts';
import { streamsOf, type StreamRow } from './streams-repository.ts';
import { MASTER_PLAYLIST, POSTER, PREVIEWS_VTT } from './stream-keys.ts';

/** The stream's folder name under `streams/`. */
export const streamIdOf = (row: Pick<StreamRow, 'prefix'>) => row.prefix.split('/')[1]!;

export function linksOf(signer: StreamSigner, row: StreamRow): VideoStream {
  const id = streamIdOf(row);
  return {
    master_url: signer.url(id, MASTER_PLAYLIST),
    poster_url: signer.url(id, POSTER),
    previews_url: signer.url(id, PREVIEWS_VTT),
    heights: row.heights,
  };
}

/** The signed streams of those of `keys` whose stream is ready. Call only for a member who may see the videos. */
export async function streamLinks(
  db: DbOrTx,
  signer: StreamSigner,
  keys: (string | null)[],
): Promise<Map<string, VideoStream>> {
  const rows = await streamsOf(
    db,
    keys.filter((k): k is string => !!k),
  );
  return new Map(rows.map((row) => [row.sourceKey, linksOf(signer, row)]));
}
