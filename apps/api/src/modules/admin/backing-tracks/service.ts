import type { AdminBackingTrack, AdminBackingTrackInput } from '@gjs/shared';
import { NotFoundError, foundOr } from '#lib/errors.ts';
import type { MediaUrls } from '../../media/index.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext } from '../context.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import * as repo from './repository.ts';

export const TRACK_NOT_FOUND = 'Backing track not found';

function toAdminTrack(t: repo.TrackRow, urls: MediaUrls): AdminBackingTrack {
  return {
    id: t.id,
    name: t.name,
    key: t.musicalKey,
    tempo: t.tempo,
    starttime: t.starttime,
    repetitions: t.repetitions,
    chords: t.chords,
    audio: t.audio,
    audio_url: urls.signed(t.audio)!,
    is_listed: t.isListed,
    updated_at: t.updatedAt.toISOString(),
  };
}

const values = (input: AdminBackingTrackInput): repo.TrackValues => ({
  name: input.name,
  musicalKey: input.key,
  tempo: input.tempo,
  starttime: input.starttime,
  repetitions: input.repetitions,
  chords: input.chords,
  audio: input.audio,
  isListed: input.is_listed,
});

const summary = (input: AdminBackingTrackInput) => ({
  name: input.name,
  tempo: input.tempo,
  starttime: input.starttime,
  bars: input.chords.length,
});

export async function listTracks(ctx: AdminContext): Promise<AdminBackingTrack[]> {
  return (await repo.listTracks(ctx.db)).map((t) => toAdminTrack(t, ctx.mediaUrls));
}

export async function getTrack(ctx: AdminContext, id: number): Promise<AdminBackingTrack> {
  const track = await repo.findTrack(ctx.db, id);
  if (!track) throw new NotFoundError(TRACK_NOT_FOUND);
  return toAdminTrack(track, ctx.mediaUrls);
}

export async function createTrack(
  ctx: AdminContext,
  input: AdminBackingTrackInput,
): Promise<AdminBackingTrack> {
  await assertUploadedKey(ctx.storage, 'audio', 'audio', input.audio);
  const row = await auditedWrite(
    ctx,
    (tx) => repo.insertTrack(tx, values(input)),
    (created) => ({
      action: 'backing_track.create',
      targetType: 'backing_track',
      targetId: created.id,
      details: summary(input),
    }),
  );
  return toAdminTrack(row, ctx.mediaUrls);
}

export async function updateTrack(
  ctx: AdminContext,
  id: number,
  input: AdminBackingTrackInput,
): Promise<AdminBackingTrack> {
  const current = await repo.findTrack(ctx.db, id);
  if (!current) throw new NotFoundError(TRACK_NOT_FOUND);
  await assertUploadedKey(ctx.storage, 'audio', 'audio', input.audio, current.audio);
  const row = await auditedWrite(
    ctx,
    (tx) => repo.updateTrack(tx, id, values(input)),
    () => ({
      action: 'backing_track.update',
      targetType: 'backing_track',
      targetId: id,
      details: summary(input),
    }),
  );
  return toAdminTrack(row!, ctx.mediaUrls);
}

export async function deleteTrack(ctx: AdminContext, id: number): Promise<void> {
  await auditedWrite(
    ctx,
    async (tx) => foundOr(await repo.deleteTrack(tx, id), TRACK_NOT_FOUND),
    (deleted) => ({
      action: 'backing_track.delete',
      targetType: 'backing_track',
      targetId: id,
      details: { name: deleted.name },
    }),
  );
}
