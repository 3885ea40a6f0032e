import { eq } from 'drizzle-orm';
import { TAKE_PART_BYTES, type Take, type TakeUpload } from '@gjs/shared';
import { bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { backingTracks } from '../../src/db/schema/index.ts';

export const PASSWORD = 'minor-swing-1937';

export async function person(
  ctx: TestContext,
  username: string,
  flags: { takesLessons?: boolean; isStaff?: boolean; language?: 'english' | 'deutsch' } = {},
) {
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    subscription: flags.isStaff ? 'none' : 'active',
    ...flags,
  });
  return { id, headers: bearer((await login(ctx.app, username, PASSWORD)).access) };
}

/**
 * A real WAV recording: `seconds` of a 440 Hz tone, 16-bit mono at `rate` Hz. `claimedSeconds` writes a header whose
 * data chunk says longer (a file that lies about its length is still judged by what it says).
 */
export function wav(seconds: number, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Uploads a file in parts through `base` (`/api/takes` or `/api/admin/takes`) and answers the upload's id. */
export async function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  file: Buffer,
  base = '/api/takes',
) {
  const start = await ctx.app.inject({
    method: 'POST',
    url: `${base === '/api/takes' ? '/api/take-uploads' : '/api/admin/take-uploads'}/`,
    headers,
    payload: { size: file.length },
  });
  if (start.statusCode !== 201) throw new Error(`start: ${start.statusCode} ${start.body}`);
  const state = start.json<TakeUpload>();
  for (let part = 0; part < state.parts; part++) {
    const res = await putPart(
      ctx,
      headers,
      state.id,
      part,
      file.subarray(part * TAKE_PART_BYTES, (part + 1) * TAKE_PART_BYTES),
      base,
    );
    if (res.statusCode !== 200) throw new Error(`part ${part}: ${res.statusCode} ${res.body}`);
  }
  return state.id;
}

export function putPart(
  ctx: TestContext,
  headers: Record<string, string>,
  id: string,
  part: number,
  bytes: Buffer,
  base = '/api/takes',
) {
  return ctx.app.inject({
    method: 'PUT',
    url: `${base === '/api/takes' ? '/api/take-uploads' : '/api/admin/take-uploads'}/${id}/parts/${part}/`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
}

export async function sendTake(
  ctx: TestContext,
  headers: Record<string, string>,
  extra: Record<string, unknown> = {},
  seconds = 1,
) {
  const uploadId = await upload(ctx, headers, wav(seconds));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/takes/',
    headers,
    payload: {
      upload_id: uploadId,
      title: 'Minor Swing, chorus 1',
      note: 'The turnaround is shaky',
      duration_ms: 1000,
      ...extra,
    },
  });
  if (res.statusCode !== 201) throw new Error(`take: ${res.statusCode} ${res.body}`);
  return res.json<Take>();
}

/** A backing track of 4 bars at 120 bpm (2 s a bar), its first bar 0.5 s into the audio, played twice. */
export async function track(ctx: TestContext) {
  const [row] = await ctx.app.db
    .insert(backingTracks)
    .values({
      name: 'Minor Swing',
      musicalKey: 'Am',
      tempo: 120,
      starttime: 0.5,
      repetitions: 2,
      chords: ['Am', 'Dm', 'E7', 'Am'],
      audio: 'uploads/audio/minor-swing.mp3',
    })
    .returning();
  return row!.id;
}

export async function deleteTrack(ctx: TestContext, id: number) {
  await ctx.app.db.delete(backingTracks).where(eq(backingTracks.id, id));
}
