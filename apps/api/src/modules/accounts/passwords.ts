import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to Argon2id (decision 0409); the costs are OWASP's recommended minimum.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Hashes run on libuv's worker threads, never on the event loop; but four of them at once (libuv's pool) on a
 * two-core server leave the event loop a fraction of a core, and every other request waits. At most one hash per
 * core but one runs at a time; the rest queue here.
 */
const MAX_CONCURRENT = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the user does not exist, so timing does not reveal accounts. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password-but-same-cost');
  await verifyPassword(await dummyHash, password);
  return false;
}
