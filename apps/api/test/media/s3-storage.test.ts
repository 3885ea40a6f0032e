import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createStorage } from '../../src/lib/storage/index.ts';
import { InvalidStorageKeyError } from '../../src/lib/storage/keys.ts';
import type { Storage } from '../../src/lib/storage/types.ts';
import { COMMANDS, UsageError } from '../../src/cli/commands/index.ts';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload } from '../admin/support.ts';
import { startS3Server, type S3TestServer } from '../fakes/s3-server.ts';
import { expectStorageBasics } from './storage-behaviour.ts';

let s3: S3TestServer;
let storage: Storage;
let dataDir: string;

const s3Config = (env: Record<string, string> = {}) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir, ...s3.env, ...env });

/** Asks the bucket itself, past the driver, whether it holds an object and how big it is. */
async function objectSize(key: string): Promise<number | undefined> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    return (await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }))).ContentLength;
  } catch {
    return undefined;
  } finally {
    client.destroy();
  }
}

/** `size` bytes whose value at each offset is known (offset mod 251), produced as a stream. */
function patterned(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const part = Buffer.alloc(Math.min(1024 * 1024, size - sent));
      for (let i = 0; i < part.length; i++) part[i] = (sent + i) % 251;
      sent += part.length;
      this.push(part);
    },
  });
}

beforeAll(async () => {
  s3 = await startS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-s3-test-'));
  storage = createStorage(s3Config());
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('s3 storage driver, against a real S3-protocol server', () => {
  it('is chosen by STORAGE_DRIVER=s3 and needs a bucket', () => {
    expect(storage.driver).toBe('s3');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
  });

  it('puts buffers and streams, stats, lists, reads whole and by inclusive range, and deletes', async () => {
    await expectStorageBasics(storage);
    expect(await objectSize('courses/3/intro.mp4')).toBe(10);
  });

  it('refuses the keys the local driver refuses, before asking the bucket', async () => {
    for (const key of ['', '../secret.txt', 'a/../../b', '/etc/passwd', 'C:\\boot.ini', '.hidden', 'a//b']) {
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.createReadStream(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('uploads a large stream in parts and reads any range of it back, byte for byte', async () => {
    const size = 19 * 1024 * 1024 + 123; // three parts of 8 MiB at most
    await storage.put('uploads/videos/long.mp4', patterned(size));
    expect(await objectSize('uploads/videos/long.mp4')).toBe(size);
    const start = 8 * 1024 * 1024 - 5; // across the first part boundary
    const bytes = await buffer(
      await storage.createReadStream('uploads/videos/long.mp4', { start, end: start + 9 }),
    );
    expect([...bytes]).toEqual(Array.from({ length: 10 }, (_, i) => (start + i) % 251));
  });
});

describe('the API on the s3 driver', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(s3.env);
  });

  it('stores an admin upload in the bucket, not the data folder, and streams it back by byte ranges', async () => {
    const as = await adminHeaders(ctx);
    const video = firstSeedFile('videos', '.mp4');
    const result = await upload(ctx, as.staff, 'video', video, 'lesson.mp4');
    expect(await objectSize(result.key)).toBe(video.length);
    expect(fs.existsSync(path.join(ctx.config.dataDir, 'media', result.key))).toBe(false);

    const res = await ctx.app.inject({ method: 'GET', url: result.url, headers: { range: 'bytes=4-11' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 4-11/${video.length}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.equals(video.subarray(4, 12))).toBe(true);

    const whole = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
  });
});

describe('npm run cli -- media:copy-to-bucket', () => {
  const run = (args: string[], env: Record<string, string> = {}) =>
    COMMANDS['media:copy-to-bucket']!.run(args, { db: undefined as never, config: s3Config(env) });

  it('copies a local media folder under the same keys, and skips what is already there on a second run', async () => {
    const folder = path.join(dataDir, 'old-media');
    fs.mkdirSync(path.join(folder, 'demo', 'scores'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'demo', 'scores', 'tune.pdf'), '%PDF-1.7 tune');
    fs.writeFileSync(path.join(folder, 'intro.mp3'), Buffer.alloc(3000, 7));
    fs.writeFileSync(path.join(folder, '.DS_Store'), 'not a key');

    expect(await run([folder])).toBe(`Copied 2 file(s) (0.0 MB) to bucket ${s3.bucket}; 0 already there.`);
    expect(await objectSize('demo/scores/tune.pdf')).toBe(13);
    expect(await text(await storage.createReadStream('intro.mp3', { start: 0, end: 1 }))).toBe('\x07\x07');
    expect(await objectSize('.DS_Store')).toBeUndefined();

    expect(await run([folder])).toBe(`Copied 0 file(s) (0.0 MB) to bucket ${s3.bucket}; 2 already there.`);
  });

  it('refuses to run without the s3 driver or without the folder', async () => {
    await expect(run([], { STORAGE_DRIVER: 'local' })).rejects.toBeInstanceOf(UsageError);
    await expect(run([path.join(dataDir, 'nowhere')])).rejects.toThrow(/no folder/);
  });
});
