import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a worker limited to a 4 MB young generation in a process run with --max-semi-space-size=8, lets it
 * allocate, and answers the MB its young generation then holds.
 */
async function workerNewSpaceMb(throughTheHelper: boolean): Promise<number> {
  const script = `
    import { Worker } from 'node:worker_threads';
    import { withoutProcessSemiSpaceFlag } from './src/db/embedded-in-worker.ts';
    const body = "const { default: v8 } = await import('node:v8');" +
      "const { parentPort } = await import('node:worker_threads');" +
      // Objects that live through several collections make V8 grow the young generation up to its limit.
      "let kept = []; for (let i = 0; i < 3e6; i++) { kept.push({ i }); if (kept.length > 2e5) kept = []; }" +
      "parentPort.postMessage(v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)";
    const start = () => new Promise((resolve) => {
      const worker = new Worker(body, { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
      worker.once('message', (size) => { worker.terminate(); resolve(size); });
    });
    const size = ${throughTheHelper} ? await withoutProcessSemiSpaceFlag(start) : await start();
    console.log(size / 1048576);
  `;
  const { stdout } = await run(
    process.execPath,
    ['--max-semi-space-size=8', '--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: API_DIR },
  );
  return Number(stdout.trim());
}

describe("the embedded database thread's young generation", () => {
  it('stays within its own 4 MB limit although the server runs with a larger semi-space', async () => {
    expect(await workerNewSpaceMb(true)).toBeLessThanOrEqual(4);
    // Without the helper, the process's flag wins: the reason the helper exists.
    expect(await workerNewSpaceMb(false)).toBeGreaterThan(4);
  }, 30_000);
});
