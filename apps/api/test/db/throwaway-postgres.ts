import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { registerCleanup } from '../cleanup.ts';
import { freePort } from '../cli/processes.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * Whether this machine can start a PostgreSQL of its own for a test: the server binaries are installed and the
 * test runs as root, which may act as the `postgres` user.
 */
export const canStartPostgres =
  fs.existsSync(path.join(BIN, 'initdb')) && process.getuid?.() === 0 && !process.env['SKIP_PG_FAULT_TESTS'];

/**
 * A PostgreSQL server that belongs to one test: its own data folder and port, trusted local logins, removed at the
 * end. Never the machine's shared server, which other work relies on.
 */
export async function startThrowawayPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-pg-fault-'));
  fs.chownSync(dir, ...accountIds('postgres'));
  const port = await freePort();
  const asPostgres = (cmd: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args], { timeout: 60_000 });
  await asPostgres('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const ctl = (args: string[]) => asPostgres('pg_ctl', ['-D', dir, ...args]);
  const start = () =>
    ctl([
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);
  const stop = (mode: 'fast' | 'immediate') => ctl(['-m', mode, '-w', 'stop']);
  await start();
  registerCleanup(async () => {
    await stop('immediate').catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, start, stop };
}

/** The user and group ids of a system account, from /etc/passwd. */
function accountIds(name: string): [number, number] {
  const entry = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${name}:`));
  if (!entry) throw new Error(`no ${name} user on this machine`);
  const [, , uid, gid] = entry.split(':');
  return [Number(uid), Number(gid)];
}
