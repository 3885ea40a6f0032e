import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { processStore, runCli, startServer } from '../cli/processes.ts';

const HEAP_MB = 64;
const FILE_BYTES = 200 * 1024 * 1024;
const NODE_OPTIONS = `--max-old-space-size=${HEAP_MB}`;
const SLOW = 180_000;

/** A fake MP4 of `size` bytes, made on the fly: 'ftyp' at offset 4, then filler. */
function fakeVideo(size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024, 0x2a);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const part = Buffer.from(chunk.subarray(0, Math.min(chunk.length, size - sent)));
      if (sent === 0) part.write('\0\0\0\x18ftypmp42', 0, 'latin1');
      sent += part.length;
      this.push(part);
    },
  });
}

function postMultipart(url: string, token: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = '----gjs-streamed-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (d: string) => (body += d));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const video = fakeVideo(size);
    video.pipe(request, { end: false });
    video.on('end', () => request.end(tail));
  });
}

describe('streamed admin uploads', () => {
  it(
    `accepts a ${FILE_BYTES / 1024 ** 2} MB video on a server whose heap is limited to ${HEAP_MB} MB`,
    async () => {
      const limit = execFileSync(process.execPath, ['-p', 'v8.getHeapStatistics().heap_size_limit'], {
        env: { ...process.env, NODE_OPTIONS },
      });
      // The whole heap (old space plus young generation) is smaller than the file.
      expect(Number(limit)).toBeLessThan(FILE_BYTES);

      const store = await processStore({ migrated: true });
      const created = await runCli(
        [
          'user:create',
          '--username',
          'owner',
          '--email',
          'o@example.com',
          '--password',
          'gypsy-swing-42',
          '--staff',
        ],
        store.env,
      );
      expect(created.code).toBe(0);
      const server = await startServer({ ...store.env, NODE_OPTIONS });
      try {
        const login = await fetch(`${server.url}/api/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'owner', password: 'gypsy-swing-42' }),
        });
        const { access } = (await login.json()) as { access: string };
        const res = await postMultipart(`${server.url}/api/admin/uploads/video/`, access, FILE_BYTES);
        expect(res.status, res.body).toBe(201);
        const { key, size } = JSON.parse(res.body) as { key: string; size: number };
        expect(size).toBe(FILE_BYTES);
        expect(fs.statSync(path.join(store.dataDir, 'media', ...key.split('/'))).size).toBe(FILE_BYTES);
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});
