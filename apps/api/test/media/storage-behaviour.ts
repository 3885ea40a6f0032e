import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { expect } from 'vitest';
import type { Storage } from '../../src/lib/storage/types.ts';

/** What every storage driver does alike: put buffers and streams, stat, read whole and by range, delete twice. */
export async function expectStorageBasics(storage: Storage): Promise<void> {
  await storage.put('courses/3/intro.mp4', Buffer.from('0123456789'), 'video/mp4');
  await storage.put('scores/tune.pdf', Readable.from(['%PDF-', '1.7']));
  expect(await storage.stat('courses/3/intro.mp4')).toMatchObject({ size: 10, contentType: 'video/mp4' });
  expect(await storage.stat('scores/tune.pdf')).toMatchObject({ size: 8, contentType: 'application/pdf' });
  expect(await text(await storage.createReadStream('courses/3/intro.mp4'))).toBe('0123456789');
  expect(await text(await storage.createReadStream('courses/3/intro.mp4', { start: 2, end: 4 }))).toBe('234');
  const listed: string[] = [];
  for await (const object of storage.list()) listed.push(`${object.key}:${object.size}`);
  expect(listed).toEqual(expect.arrayContaining(['courses/3/intro.mp4:10', 'scores/tune.pdf:8']));
  expect(await storage.exists('scores/tune.pdf')).toBe(true);
  await storage.delete('scores/tune.pdf');
  await storage.delete('scores/tune.pdf');
  expect(await storage.exists('scores/tune.pdf')).toBe(false);
  expect(await storage.stat('scores/tune.pdf')).toBeUndefined();
  await expect(storage.createReadStream('scores/tune.pdf')).rejects.toThrow(/No stored object/);
}
