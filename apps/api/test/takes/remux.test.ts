import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Take } from '@gjs/shared';
import { findJob } from '../../src/core/job-queue-repository.ts';
import { jobs, takes } from '../../src/db/schema/index.ts';
import type { Storage } from '../../src/lib/storage/index.ts';
import { deleteAccount } from '../../src/modules/accounts/index.ts';
import { remuxedKey, TAKE_REMUX_QUEUE } from '../../src/modules/takes/index.ts';
import { fileHasCues, probedDurationMs } from '../../src/modules/takes/remux-job.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { registerCleanup } from '../cleanup.ts';
import { startS3Server } from '../fakes/s3-server.ts';
import { person, upload } from './support.ts';

// Takes are remuxed by the job queue after their upload (docs/decisions/0632-takes.md): a recorder's WebM states no
// duration and has no cues; the remuxed file has both, and the take points at it once it is stored.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-remux-test-'));
registerCleanup(async () => fs.rmSync(work, { recursive: true, force: true }));

/**
 * A WebM as MediaRecorder writes it: FFmpeg's test tone (and test picture), written as a live stream to a pipe, so
 * that it states no duration and has no cues.
 */
function recorderWebm(seconds: number, video = false): Buffer {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
  ];
  if (video) args.push('-f', 'lavfi', '-i', `testsrc=size=160x120:rate=15:duration=${seconds}`);
  args.push('-c:a', 'libopus', ...(video ? ['-c:v', 'libvpx', '-b:v', '100k'] : []));
  args.push('-f', 'webm', '-live', '1', 'pipe:1');
  return execFileSync('ffmpeg', args, { maxBuffer: 64 * 1024 * 1024 });
}

let fileCount = 0;
async function storedFile(storage: Storage, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key)) chunks.push(chunk as Buffer);
  const file = path.join(work, `${fileCount++}.webm`);
  fs.writeFileSync(file, Buffer.concat(chunks));
  return file;
}

async function until(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const jobDone = (ctx: TestContext, key: string) =>
  until(30_000, async () => {
    const job = await findJob(ctx.app.db, TAKE_REMUX_QUEUE, key);
    if (job?.state === 'failed') throw new Error(job.error ?? 'failed');
    return job?.state === 'done';
  });

async function takeRow(ctx: TestContext, id: number) {
  const [row] = await ctx.app.db.select().from(takes).where(eq(takes.id, id));
  return row;
}

async function setUp(env: Record<string, string> = {}) {
  const ctx = await buildTestApp({ JOB_POLL_MS: '100', ...env });
  const student = await person(ctx, 'lena', { takesLessons: true });
  const teacher = await person(ctx, 'teacher', { isStaff: true });
  const send = async (file: Buffer) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: student.headers,
      payload: { upload_id: await upload(ctx, student.headers, file), title: 'Blues', duration_ms: 2900 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const take = res.json<Take>();
    return { take, key: (await takeRow(ctx, take.id))!.media };
  };
  return { ctx, student, teacher, send };
}

describe.each(['local', 's3'] as const)('a take recorded as WebM, in %s storage', (driver) => {
  it(
    'is remuxed after its upload: the take then points at a file with a duration and cues, the original leaves',
    { timeout: 60_000 },
    async () => {
      let env: Record<string, string> = {};
      if (driver === 's3') {
        const s3 = await startS3Server();
        registerCleanup(() => s3.close());
        env = s3.env;
      }
      const { ctx, student, send } = await setUp(env);
      const { take, key } = await send(recorderWebm(3, true));
      expect(key).toMatch(/^takes\/\d+\/[\w-]+\.webm$/);
      // The job was queued with the take, and the original plays meanwhile.
      expect(take.media).toMatchObject({ mime: 'video/webm', duration_ms: 2900, processing: true });
      expect((await findJob(ctx.app.db, TAKE_REMUX_QUEUE, key))?.state).toBe('queued');
      const original = await storedFile(ctx.app.storage, key);
      expect(await probedDurationMs(original)).toBeUndefined();
      expect(await fileHasCues(original)).toBe(false);

      ctx.app.jobQueue.start();
      await jobDone(ctx, key);

      const row = (await takeRow(ctx, take.id))!;
      expect(row.media).toBe(remuxedKey(key));
      expect(await ctx.app.storage.exists(key)).toBe(false);
      const remuxed = await storedFile(ctx.app.storage, row.media);
      const durationMs = (await probedDurationMs(remuxed))!;
      expect(durationMs).toBeGreaterThan(2_900);
      expect(durationMs).toBeLessThan(3_200);
      expect(await fileHasCues(remuxed)).toBe(true);
      expect(row.durationMs).toBe(durationMs);
      expect(row.size).toBe(fs.statSync(remuxed).size);
      // Not re-encoded: the same streams, the same codecs.
      const codecs = execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', remuxed],
        { encoding: 'utf8' },
      );
      expect(codecs.trim().split('\n').sort()).toEqual(['opus', 'vp8']);

      const again = await ctx.app.inject({ url: `/api/takes/${take.id}/`, headers: student.headers });
      expect(again.json<Take>().media).toMatchObject({ processing: false, duration_ms: durationMs });
      expect(again.json<Take>().media.url).toContain('.cued.webm?');
    },
  );
});

describe('remuxing', () => {
  it('makes the teacher’s recorded answer web-playable too', { timeout: 60_000 }, async () => {
    const { ctx, teacher, send } = await setUp();
    const { take } = await send(recorderWebm(1));
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/takes/${take.id}/answer/`,
      headers: teacher.headers,
      payload: {
        upload_id: await upload(ctx, teacher.headers, recorderWebm(2), '/api/admin/takes'),
        duration_ms: 1900,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Take>().answer).toMatchObject({ mime: 'audio/webm', processing: true });
    const answerKey = (await takeRow(ctx, take.id))!.answerMedia!;
    expect(await probedDurationMs(await storedFile(ctx.app.storage, answerKey))).toBeUndefined();

    ctx.app.jobQueue.start();
    await jobDone(ctx, answerKey);
    const opened = await ctx.app.inject({ url: `/api/admin/takes/${take.id}/`, headers: teacher.headers });
    const answer = opened.json<Take>().answer!;
    expect(answer.processing).toBe(false);
    expect(answer.url).toContain('.cued.webm?');
    expect(opened.json<Take>().media.processing).toBe(false);
    const row = (await takeRow(ctx, take.id))!;
    expect(row.answerMedia).toBe(remuxedKey(answerKey));
    expect(await ctx.app.storage.exists(answerKey)).toBe(false);
    const file = await storedFile(ctx.app.storage, row.answerMedia!);
    expect(await probedDurationMs(file)).toBe(row.answerDurationMs);
    expect(row.answerDurationMs).toBeGreaterThan(1_900);
    expect(await fileHasCues(file)).toBe(true);
  });

  it('leaves a take in another format as it was', async () => {
    const { ctx, student } = await setUp();
    const wavFile = execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'sine=duration=1',
      '-f',
      'wav',
      'pipe:1',
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/takes/',
      headers: student.headers,
      payload: { upload_id: await upload(ctx, student.headers, wavFile), title: 'Wav', duration_ms: 1000 },
    });
    expect(res.json<Take>().media.processing).toBe(false);
    expect(await ctx.app.db.select().from(jobs).where(eq(jobs.queue, TAKE_REMUX_QUEUE))).toEqual([]);
  });

  it(
    'keeps the original through a failed run, and retries by the queue’s rules',
    { timeout: 60_000 },
    async () => {
      const { ctx, teacher, send } = await setUp();
      const { take, key } = await send(recorderWebm(2));
      const bytes = fs.readFileSync(await storedFile(ctx.app.storage, key));
      // The storage refuses the remuxed file once.
      const put = ctx.app.storage.put.bind(ctx.app.storage);
      let refusals = 1;
      ctx.app.storage.put = async (k, body, type) => {
        if (k === remuxedKey(key) && refusals-- > 0) throw new Error('the bucket is full');
        return put(k, body, type);
      };
      ctx.app.jobQueue.start();
      await until(30_000, async () => (await findJob(ctx.app.db, TAKE_REMUX_QUEUE, key))?.error != null);
      const job = (await findJob(ctx.app.db, TAKE_REMUX_QUEUE, key))!;
      expect(job).toMatchObject({ state: 'queued', attempts: 1, error: 'the bucket is full' });
      expect(job.runAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect((await takeRow(ctx, take.id))!.media).toBe(key);
      expect(fs.readFileSync(await storedFile(ctx.app.storage, key)).equals(bytes)).toBe(true);
      expect(await ctx.app.storage.exists(remuxedKey(key))).toBe(false);
      // A run failed: the original plays while the retries go on.
      const seen = await ctx.app.inject({ url: `/api/admin/takes/${take.id}/`, headers: teacher.headers });
      expect(seen.json<Take>().media).toMatchObject({ processing: false, duration_ms: 2900 });
      expect(seen.json<Take>().media.url).toContain(key);

      // The retry, when its time comes, switches the take.
      await ctx.app.db
        .update(jobs)
        .set({ runAfter: sql`now()` })
        .where(eq(jobs.id, job.id));
      ctx.app.jobQueue.wake();
      await jobDone(ctx, key);
      expect((await takeRow(ctx, take.id))!.media).toBe(remuxedKey(key));
      expect(await ctx.app.storage.exists(key)).toBe(false);
    },
  );

  it('leaves no file when the take is deleted while its job waits', { timeout: 60_000 }, async () => {
    const { ctx, student, send } = await setUp();
    const { take, key } = await send(recorderWebm(1));
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/takes/${take.id}/`,
      headers: student.headers,
    });
    expect(del.statusCode).toBe(204);
    ctx.app.jobQueue.start();
    await jobDone(ctx, key);
    expect(await ctx.app.storage.exists(key)).toBe(false);
    expect(await ctx.app.storage.exists(remuxedKey(key))).toBe(false);
  });

  it(
    'leaves no file when the take is deleted while its job runs, before the switch',
    { timeout: 60_000 },
    async () => {
      const { ctx, student, send } = await setUp();
      const { take, key } = await send(recorderWebm(1));
      const put = ctx.app.storage.put.bind(ctx.app.storage);
      ctx.app.storage.put = async (k, body, type) => {
        await put(k, body, type);
        if (k === remuxedKey(key)) {
          const del = await ctx.app.inject({
            method: 'DELETE',
            url: `/api/takes/${take.id}/`,
            headers: student.headers,
          });
          expect(del.statusCode).toBe(204);
        }
      };
      ctx.app.jobQueue.start();
      await jobDone(ctx, key);
      expect(await takeRow(ctx, take.id)).toBeUndefined();
      expect(await ctx.app.storage.exists(key)).toBe(false);
      expect(await ctx.app.storage.exists(remuxedKey(key))).toBe(false);
    },
  );

  it(
    'leaves no file when the account is deleted after a run stored the remuxed file and died',
    { timeout: 60_000 },
    async () => {
      const { ctx, student, teacher, send } = await setUp();
      const { take, key } = await send(recorderWebm(1));
      await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/takes/${take.id}/answer/`,
        headers: teacher.headers,
        payload: {
          upload_id: await upload(ctx, teacher.headers, recorderWebm(1), '/api/admin/takes'),
          duration_ms: 900,
        },
      });
      const answerKey = (await takeRow(ctx, take.id))!.answerMedia!;
      // A run stored the remuxed file and its process was killed before the switch.
      await ctx.app.storage.put(remuxedKey(key), fs.createReadStream(await storedFile(ctx.app.storage, key)));
      await deleteAccount(ctx.app, student.id);
      for (const k of [key, remuxedKey(key), answerKey, remuxedKey(answerKey)])
        expect(await ctx.app.storage.exists(k), k).toBe(false);
      // The jobs, taken up again, find no take and leave nothing behind.
      ctx.app.jobQueue.start();
      await jobDone(ctx, key);
      await jobDone(ctx, answerKey);
      for (const k of [key, remuxedKey(key), answerKey, remuxedKey(answerKey)])
        expect(await ctx.app.storage.exists(k), k).toBe(false);
    },
  );
});
