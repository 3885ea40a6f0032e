import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_SERVERS } from './servers.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * Runs the owner's CLI against a running e2e server's data folder (it connects through the server's socket): the
 * compiled CLI, as `npm run cli` runs it, which scripts/e2e.mjs built before the servers started (not `tsx`, which
 * compiled the API's sources again for each of the suite's many calls).
 */
export async function cli(args: string[], server: keyof typeof E2E_SERVERS = 'main'): Promise<string> {
  const { stdout } = await run(process.execPath, ['apps/api/scripts/run.mjs', 'cli', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: E2E_SERVERS[server].dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

/** The server caches settings for up to a second; wait that out after changing them. */
export async function setSettings(assignments: string[], server: keyof typeof E2E_SERVERS = 'main') {
  await cli(['settings:set', ...assignments], server);
  await new Promise((resolve) => setTimeout(resolve, 1100));
}
