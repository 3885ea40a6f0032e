import {
  TRACK_PART_LENGTH_TOLERANCE_MS,
  TRACK_PART_NAMES,
  type AdminTrackParts,
  type AdminTrackPartsInput,
} from '@gjs/shared';
import type { StoredTrackPart } from '#db/schema/backing-tracks.ts';
import { NotFoundError, ValidationError } from '#lib/errors.ts';
import type { MediaUrls } from '../../media/index.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext } from '../context.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import { audioDurationMs } from './audio-duration.ts';
import * as repo from './repository.ts';
import { TRACK_NOT_FOUND } from './service.ts';

const toAdminParts = (parts: StoredTrackPart[], urls: MediaUrls): AdminTrackParts =>
  parts.map((part) => ({
    name: part.name,
    audio: part.audio,
    duration_ms: part.durationMs,
    audio_url: urls.signed(part.audio)!,
  }));

export async function getParts(ctx: AdminContext, id: number): Promise<AdminTrackParts> {
  const track = await repo.findTrack(ctx.db, id);
  if (!track) throw new NotFoundError(TRACK_NOT_FOUND);
  return toAdminParts(track.parts, ctx.mediaUrls);
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/**
 * Replaces a track's parts (decision 0313). Each new part must be an uploaded audio file (its type decided on its
 * bytes at upload, and ffprobe must find an audio stream) lasting as long as the track's own audio within 50 ms, so
 * the player can mix them in step. Unchanged parts keep their measured length.
 */
export async function setParts(
  ctx: AdminContext,
  id: number,
  input: AdminTrackPartsInput,
): Promise<AdminTrackParts> {
  const track = await repo.findTrack(ctx.db, id);
  if (!track) throw new NotFoundError(TRACK_NOT_FOUND);
  const known = new Map(track.parts.map((part) => [part.audio, part]));
  const trackMs = input.parts.length ? await audioDurationMs(ctx.storage, track.audio, 'audio') : 0;
  const parts: StoredTrackPart[] = [];
  for (const [index, part] of input.parts.entries()) {
    const field = `parts.${index}.audio`;
    const stored = known.get(part.audio);
    if (!stored) await assertUploadedKey(ctx.storage, field, 'audio', part.audio);
    const durationMs = stored?.durationMs ?? (await audioDurationMs(ctx.storage, part.audio, field));
    if (Math.abs(durationMs - trackMs) > TRACK_PART_LENGTH_TOLERANCE_MS) {
      const message = `The ${part.name} part lasts ${seconds(durationMs)} s, the track ${seconds(trackMs)} s; parts must match it within ${TRACK_PART_LENGTH_TOLERANCE_MS} ms.`;
      throw new ValidationError(`${field}: ${message}`, { errors: { [field]: [message] } });
    }
    parts.push({ name: part.name, audio: part.audio, durationMs });
  }
  parts.sort((a, b) => TRACK_PART_NAMES.indexOf(a.name) - TRACK_PART_NAMES.indexOf(b.name));
  const row = await auditedWrite(
    ctx,
    (tx) => repo.updateParts(tx, id, parts),
    () => ({
      action: 'backing_track.parts',
      targetType: 'backing_track',
      targetId: id,
      details: { parts: parts.map((part) => part.name) },
    }),
  );
  if (!row) throw new NotFoundError(TRACK_NOT_FOUND);
  return toAdminParts(row.parts, ctx.mediaUrls);
}
