import { describe, expect, it } from 'vitest';
import { processStore, startServer } from '../cli/processes.ts';

describe('the compiled server (npm run serve)', () => {
  it('starts from the JavaScript bundle and answers /api/health', async () => {
    const store = await processStore({ migrated: true });
    const server = await startServer(store.env, { compiled: true });
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    const stopped = await server.stop();
    expect(stopped.code).toBe(0);
  }, 90_000);
});
