import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { load, type LoadOptions } from './load.ts';

const CLIENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'burst-client.mjs');
const run = promisify(execFile);

export interface BurstResult {
  count: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  errors: string[];
}

/**
 * `count` new clients connect in the same instant while `busy` keeps the server loaded (50 connections by default):
 * every one must be answered, the slowest within a second (issue 28). The burst starts a second into the load.
 */
export async function runBurst(busy: LoadOptions, burstUrl: string, count = 200): Promise<BurstResult> {
  const loading = load({ ...busy, seconds: 6 });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { stdout } = await run(process.execPath, [CLIENT, burstUrl, String(count)]);
  await loading;
  return JSON.parse(stdout) as BurstResult;
}
