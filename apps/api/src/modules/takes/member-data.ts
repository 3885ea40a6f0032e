import type { DbOrTx } from '#db/types.ts';
import type { MediaUrls } from '../media/index.ts';
import * as repo from './repository.ts';
import { toTake } from './to-take.ts';

/** A member's takes for "Download my data" (decision 0620): everything kept, the files by signed link. */
export async function takesOfMember(db: DbOrTx, urls: MediaUrls, userId: number) {
  const rows = await repo.listTakesOf(db, userId);
  const ids = rows.map((r) => r.take.id);
  const [remarks, replies] = await Promise.all([repo.listRemarks(db, ids), repo.listReplies(db, ids)]);
  return rows.map((row) => {
    const take = toTake(row, remarks, replies, urls);
    return {
      id: take.id,
      title: take.title,
      note: take.note,
      state: take.state,
      created_at: take.created_at,
      answered_at: take.answered_at,
      track: take.track?.name ?? null,
      played_tempo: take.played_tempo,
      played_key: take.played_key,
      offset_ms: take.offset_ms,
      recording_url: take.media.url,
      answer_url: take.answer?.url ?? null,
      remarks: take.remarks.map((r) => ({
        time_ms: r.time_ms,
        bar: r.bar,
        chorus: r.chorus,
        text: r.text,
        created_at: r.created_at,
      })),
      replies: take.replies.map((r) => ({
        from_teacher: r.from_teacher,
        text: r.text,
        created_at: r.created_at,
      })),
    };
  });
}
