import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { processStore, startServer } from '../cli/processes.ts';

const SLOW = 120_000;

/** A contact message whose body trickles in over `ms`, so that it is still in flight when the server is told to stop. */
function slowContactMessage(base: string, ms: number): Promise<number> {
  const body = Buffer.from(
    JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com', message: 'x'.repeat(400) }),
  );
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}/api/submit/`,
      { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    const pieces = 10;
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const timer = setInterval(() => {
      request.write(body.subarray(sent * size, (sent + 1) * size));
      if (++sent === pieces) {
        clearInterval(timer);
        request.end();
      }
    }, ms / pieces);
  });
}

describe('readiness and a graceful stop (a real server process)', () => {
  it(
    'is ready while serving; on SIGTERM answers not ready, finishes the request in flight, then exits 0',
    async () => {
      const store = await processStore({ migrated: true });
      const server = await startServer({ ...store.env, DRAIN_SECONDS: '1' });
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ready',
        draining: false,
        database: 'ok',
        redis: 'not used',
        storage: 'ok',
      });

      const inFlight = slowContactMessage(server.url, 2000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stopped = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const draining = await fetch(`${server.url}/api/ready`);
      expect(draining.status).toBe(503);
      expect(await draining.json()).toMatchObject({ status: 'not ready', draining: true });

      expect(await inFlight).toBe(200);
      const { code } = await stopped;
      expect(code, server.output()).toBe(0);
      await expect(fetch(`${server.url}/api/ready`)).rejects.toThrow();
    },
    SLOW,
  );
});
