import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import crypto from 'node:crypto';

/**
 * PGlite may be opened by one process only. The process that opens it holds this lock file and, if it is the server,
 * shares the database over a local socket; other processes (the CLI) connect through that socket instead.
 */
export function lockPath(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

/** Unix socket paths are limited to about 100 bytes, so a long data folder gets a hashed path in the temp folder. */
export function socketPath(dataDir: string): string {
  const inData = path.join(dataDir, 'pglite.sock');
  if (inData.length < 100) return inData;
  const hash = crypto.createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `gjs-pglite-${hash}.sock`);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LockOwner {
  pid: number;
  shared: boolean;
}

export function readLockOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(lockPath(dataDir), 'utf8')) as LockOwner;
    return isAlive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock or throws naming the process that holds it; a stale lock of a dead process is replaced. */
export function acquireLock(dataDir: string, shared: boolean): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const owner = readLockOwner(dataDir);
  if (owner && owner.pid !== process.pid) {
    throw new Error(
      `The embedded database in ${dataDir} is already open in process ${owner.pid}.` +
        (owner.shared ? '' : ' Wait for that command to finish and try again.'),
    );
  }
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, shared } satisfies LockOwner));
  return () => {
    if (readLockOwner(dataDir)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
}
