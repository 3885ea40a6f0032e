import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../src/lib/storage/local.ts';
import { InvalidStorageKeyError, isValidKey } from '../../src/lib/storage/keys.ts';
import type { Storage } from '../../src/lib/storage/types.ts';
import { decodings, traversalPayloads } from './traversal.ts';
import { expectStorageBasics } from './storage-behaviour.ts';

const CANARY = 'canary: outside the storage root';
let dataDir: string;
let root: string;
let storage: Storage;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-storage-'));
  root = path.join(dataDir, 'media');
  storage = createLocalStorage(root);
  // Canaries where a traversal out of the root would land.
  fs.mkdirSync(path.join(dataDir, 'etc'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'etc', 'passwd'), CANARY);
  fs.writeFileSync(path.join(dataDir, 'secret.txt'), CANARY);
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('local storage driver', () => {
  it('puts buffers and streams, stats, lists, reads whole and by inclusive range, and deletes', async () => {
    await expectStorageBasics(storage);
  });

  it('replaces a file atomically and leaves no temporary file behind', async () => {
    await storage.put('courses/3/intro.mp4', Buffer.from('new'));
    expect(await text(await storage.createReadStream('courses/3/intro.mp4'))).toBe('new');
    expect(fs.readdirSync(path.join(root, 'courses', '3'))).toEqual(['intro.mp4']);
  });

  it('keeps files inside DATA_DIR/media', () => {
    expect(fs.readFileSync(path.join(root, 'courses', '3', 'intro.mp4'), 'utf8')).toBe('new');
  });

  it('refuses parent folders, absolute paths, backslashes, NUL, drive letters, hidden and empty segments', async () => {
    const bad = [
      '', '..', '../secret.txt', 'a/../../secret.txt', 'a/./b', '/etc/passwd', 'C:/boot.ini', 'C:\\boot.ini',
      'a\\..\\b', 'a\u0000.mp4', '.hidden', 'a//b', 'a/', '/', 'a/b/c/d/e/f/g/h/i.mp4', 'x'.repeat(600),
      'ü.mp4', 'a b.mp4', 'a%2e%2e/b', '~/x', 'a?b', 'a#b',
    ]; // prettier-ignore
    for (const key of bad) {
      expect(isValidKey(key), key).toBe(false);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.createReadStream(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(fs.readFileSync(path.join(dataDir, 'secret.txt'), 'utf8')).toBe(CANARY);
  });

  it('does not follow a symbolic link that leads out of the root', async () => {
    fs.mkdirSync(path.join(root, 'links'), { recursive: true });
    fs.symlinkSync(path.join(dataDir, 'secret.txt'), path.join(root, 'links', 'escape.pdf'));
    fs.symlinkSync(dataDir, path.join(root, 'links', 'up'));
    expect(await storage.stat('links/escape.pdf')).toBeUndefined();
    expect(await storage.exists('links/up/secret.txt')).toBe(false);
    await expect(storage.createReadStream('links/escape.pdf')).rejects.toThrow(/No stored object/);
  });

  const payloads = traversalPayloads();
  it('has the corpora', () => expect(payloads.length).toBeGreaterThan(1000));
  it(`never reads outside the root for any of the ${payloads.length} corpus payloads, raw or decoded`, async () => {
    let refused = 0;
    for (const payload of payloads) {
      for (const key of decodings(payload)) {
        try {
          const stat = await storage.stat(key);
          // A key that passes the whitelist names a file inside the root, and none of these exist.
          expect(stat, key).toBeUndefined();
          expect(path.resolve(root, ...key.split('/')).startsWith(root + path.sep), key).toBe(true);
        } catch (error) {
          expect(error, key).toBeInstanceOf(InvalidStorageKeyError);
          refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(payloads.length);
  });
});
