import { afterAll } from 'vitest';

/**
 * Apps built inside beforeAll cannot register their own afterAll, so they queue their cleanup here and the setup
 * file's afterAll runs the queue at the end of each test file.
 */
const queue: (() => Promise<void>)[] = [];

export function registerCleanup(fn: () => Promise<void>) {
  queue.push(fn);
}

export function installCleanupHook() {
  afterAll(async () => {
    while (queue.length) await queue.pop()!();
  });
}
