import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The PostgreSQL driver's connection queue, as patched at install (patches/postgres+3.4.9.patch,
// docs/decisions/0011-driver-queue-patch.md): under steady load it must stay small and keep its order.
const require = createRequire(import.meta.url);
const driverEntry = require.resolve('postgres');
type Queue<T> = { readonly length: number; push(x: T): T; shift(): T | undefined; remove(x: T): T | null };
const { default: makeQueue } = (await import(
  driverEntry.replace(/cjs[\\/]src[\\/]index\.js$/, 'src/queue.js')
)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

describe('the patched driver queue', () => {
  it('is the patched one: it compacts and looks for an item only past the items already taken', () => {
    const source = String(makeQueue);
    expect(source).toContain('xs.indexOf(x, index)');
    expect(source).toContain('xs = xs.slice(index)');
  });

  it('keeps order and length while connections rotate through it for a long time', () => {
    const queue = makeQueue<number>();
    for (let c = 0; c < 10; c += 1) queue.push(c);
    // A busy pool: take the first connection, put it back at the end, a hundred thousand times.
    for (let i = 0; i < 100_000; i += 1) queue.push(queue.shift()!);
    expect(queue.length).toBe(10);
    expect(queue.remove(3)).toBe(3);
    expect(queue.remove(3)).toBeNull();
    const order: number[] = [];
    while (queue.length) order.push(queue.shift()!);
    expect(order).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9]);
  });

  it('removes an item that was taken and put back (the busy queue of a pool under load)', () => {
    const queue = makeQueue<string>(['a', 'b', 'c']);
    const taken = queue.shift()!;
    expect(queue.remove(taken)).toBeNull();
    queue.push(taken);
    expect(queue.remove('b')).toBe('b');
    expect([queue.shift(), queue.shift(), queue.length]).toEqual(['c', 'a', 0]);
  });
});
