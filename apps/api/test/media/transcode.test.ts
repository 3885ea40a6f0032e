import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../src/lib/storage/index.ts';
import { findJob } from '../../src/core/job-queue-repository.ts';
import { findStream, requestStream, TRANSCODE_QUEUE } from '../../src/modules/media/index.ts';
import { buildTestApp } from '../helper.ts';
import { registerCleanup } from '../cleanup.ts';
import { startS3Server } from '../fakes/s3-server.ts';
import { generatedClip } from './stream-clip.ts';

async function read(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.createReadStream(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function probe(file: string) {
  return JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file], {
      encoding: 'utf8',
    }),
  ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] };
}

async function until(ms: number, check: () => Promise<boolean>) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A real transcode of a generated 5-second 360p clip, through the job queue, into local storage and into S3. */
describe.each(['local', 's3'] as const)('transcoding into %s storage', (driver) => {
  it(
    'makes renditions up to the source, a master playlist, a poster and seek-bar previews',
    { timeout: 120_000 },
    async () => {
      let env: Record<string, string> = { JOB_POLL_MS: '100' };
      if (driver === 's3') {
        const s3 = await startS3Server();
        registerCleanup(() => s3.close());
        env = { ...env, ...s3.env };
      }
      const { app } = await buildTestApp(env);
      const key = 'uploads/videos/clip.mp4';
      await app.storage.put(key, fs.createReadStream(generatedClip()));
      expect(await requestStream(app.db, app.jobQueue, key)).toBe(true);
      app.jobQueue.start();
      await until(100_000, async () => {
        const job = await findJob(app.db, TRANSCODE_QUEUE, key);
        if (job?.state === 'failed') throw new Error(job.error ?? 'failed');
        return job?.state === 'done';
      });
      const stream = (await findStream(app.db, key))!;
      expect(stream.heights).toEqual([240, 360]);
      expect(stream.durationSeconds).toBeCloseTo(5, 0);
      const master = (await read(app.storage, `${stream.prefix}master.m3u8`)).toString();
      expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+.*RESOLUTION=426x240/);
      expect(master).toMatch(/RESOLUTION=640x360/);
      expect(master).toContain('240p/index.m3u8');
      expect(master).toContain('360p/index.m3u8');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-stream-check-'));
      registerCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
      for (const height of stream.heights) {
        const playlist = (await read(app.storage, `${stream.prefix}${height}p/index.m3u8`)).toString();
        expect(playlist).toContain('#EXT-X-ENDLIST');
        const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
        expect(durations.length).toBe(2);
        expect(Math.max(...durations)).toBeLessThanOrEqual(4.5);
        const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
        const file = path.join(dir, `${height}.ts`);
        fs.writeFileSync(file, await read(app.storage, `${stream.prefix}${height}p/${segment}`));
        const streams = probe(file).streams;
        expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', height });
        expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
      }
      const poster = path.join(dir, 'poster.jpg');
      fs.writeFileSync(poster, await read(app.storage, `${stream.prefix}poster.jpg`));
      expect(probe(poster).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 640, height: 360 });
      const sprite = path.join(dir, 'previews.jpg');
      fs.writeFileSync(sprite, await read(app.storage, `${stream.prefix}previews.jpg`));
      // A picture every 2 s of 5 s: three, 160x90 each, in one row.
      expect(probe(sprite).streams[0]).toMatchObject({ codec_name: 'mjpeg', width: 480, height: 90 });
      const vtt = (await read(app.storage, `${stream.prefix}previews.vtt`)).toString();
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(vtt).toContain('00:00:00.000 --> 00:00:02.000\npreviews.jpg#xywh=0,0,160,90');
      expect(vtt).toContain('00:00:04.000 --> 00:00:05.000\npreviews.jpg#xywh=320,0,160,90');
    },
  );
});
