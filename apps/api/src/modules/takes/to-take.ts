import type { Take, TakePerson, TakeTiming } from '@gjs/shared';
import type { MediaUrls } from '../media/index.ts';
import type * as repo from './repository.ts';

type Person = {
  id: number | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
};

const toPerson = (p: Person | null): TakePerson | null =>
  p?.id == null
    ? null
    : { id: p.id, username: p.username ?? '', first_name: p.firstName ?? '', last_name: p.lastName ?? '' };

/** What the bars of a take are computed from; null when it was played over no track (or the track is gone). */
export function timingOf(row: repo.TakeRow): TakeTiming | null {
  const { take, track } = row;
  if (!track) return null;
  return {
    offsetMs: take.offsetMs,
    playedTempo: take.playedTempo ?? track.tempo,
    trackTempo: track.tempo,
    starttime: track.starttime,
    barsPerChorus: track.chords.length,
    repetitions: track.repetitions,
    loop:
      take.loopStart !== null && take.loopEnd !== null ? { start: take.loopStart, end: take.loopEnd } : null,
  };
}

/** A take as the API answers it, its files behind signed links (decision 0406). */
export function toTake(
  row: repo.TakeRow,
  remarks: repo.RemarkRow[],
  replies: repo.ReplyRow[],
  urls: MediaUrls,
): Take {
  const { take, track } = row;
  return {
    id: take.id,
    title: take.title,
    note: take.note,
    state: take.state,
    read_by_teacher: take.readByTeacher,
    created_at: take.createdAt.toISOString(),
    answered_at: take.answeredAt?.toISOString() ?? null,
    student: toPerson(row.student)!,
    media: {
      url: urls.signed(take.media)!,
      mime: take.mime,
      duration_ms: take.durationMs,
      size: take.size,
      processing: row.processing.media,
    },
    track: track
      ? {
          id: track.id,
          name: track.name,
          key: track.key,
          tempo: track.tempo,
          starttime: track.starttime,
          bars_per_chorus: track.chords.length,
          repetitions: track.repetitions,
          audio_url: urls.signed(track.audio),
        }
      : null,
    played_tempo: take.playedTempo,
    played_key: take.playedKey,
    loop:
      take.loopStart !== null && take.loopEnd !== null ? { start: take.loopStart, end: take.loopEnd } : null,
    offset_ms: take.offsetMs,
    remarks: remarks
      .filter((r) => r.remark.takeId === take.id)
      .map((r) => ({
        id: r.remark.id,
        time_ms: r.remark.timeMs,
        bar: r.remark.bar,
        chorus: r.remark.chorus,
        text: r.remark.text,
        author: toPerson(r.author),
        created_at: r.remark.createdAt.toISOString(),
      })),
    answer:
      take.answerMedia && take.answerMime
        ? {
            url: urls.signed(take.answerMedia)!,
            mime: take.answerMime,
            duration_ms: take.answerDurationMs ?? 0,
            size: take.answerSize ?? 0,
            processing: row.processing.answer,
          }
        : null,
    replies: replies
      .filter((r) => r.reply.takeId === take.id)
      .map((r) => ({
        id: r.reply.id,
        text: r.reply.text,
        author: toPerson(r.author),
        from_teacher: r.reply.fromTeacher,
        created_at: r.reply.createdAt.toISOString(),
      })),
  };
}
