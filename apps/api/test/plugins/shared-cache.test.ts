import { describe, expect, it } from 'vitest';
import { createDerivedCache, createKeyedSharedCache, createSharedCache } from '../../src/lib/shared-cache.ts';

/** A thenable that counts how often it runs, as a Drizzle query does on every await. */
function query(counter: { runs: number }, value: number): PromiseLike<number> {
  return {
    then(resolve, reject) {
      counter.runs++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
}

describe('shared caches', () => {
  it('runs a query once for every caller until dropped, then once more', async () => {
    const counter = { runs: 0 };
    const cache = createSharedCache(() => query(counter, 42), 60_000);
    expect(await Promise.all([cache.get(), cache.get(), cache.get()])).toEqual([42, 42, 42]);
    expect(await cache.get()).toBe(42);
    expect(counter.runs).toBe(1);
    cache.invalidate();
    await cache.get();
    expect(counter.runs).toBe(2);
  });

  it('loads again after its lifetime', async () => {
    const counter = { runs: 0 };
    const cache = createSharedCache(() => query(counter, 1), 20);
    await cache.get();
    await new Promise((r) => setTimeout(r, 40));
    await cache.get();
    expect(counter.runs).toBe(2);
  });

  it('keeps no failure: the next caller loads again', async () => {
    let calls = 0;
    const cache = createSharedCache(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return 'ok';
    }, 60_000);
    await expect(cache.get()).rejects.toThrow('database away');
    expect(await cache.get()).toBe('ok');
  });

  it('keeps one value per key, at most maxKeys keys', async () => {
    const cache = createKeyedSharedCache<string>(60_000, 2);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    expect(await cache.get('a', load('A'))).toBe('A');
    expect(await cache.get('b', load('B'))).toBe('B');
    expect(await cache.get('a', load('other'))).toBe('A');
    expect(loads).toBe(2);
    await cache.get('c', load('C'));
    expect(await cache.get('a', load('A again'))).toBe('A again');
    cache.invalidate();
    expect(await cache.get('b', load('B again'))).toBe('B again');
  });

  it('derives a value once per value of its source, and follows the source when it is dropped or expires', async () => {
    const counter = { runs: 0 };
    const source = createSharedCache(() => query(counter, counter.runs + 1), 30);
    let derivations = 0;
    const json = createDerivedCache(source, (n) => {
      derivations++;
      return JSON.stringify({ n });
    });
    expect(await Promise.all([json.get(), json.get()])).toEqual(['{"n":1}', '{"n":1}']);
    expect(derivations).toBe(1);
    source.invalidate();
    expect(await json.get()).toBe('{"n":2}');
    json.invalidate();
    expect(await json.get()).toBe('{"n":3}');
    await new Promise((r) => setTimeout(r, 50));
    expect(await json.get()).toBe('{"n":4}');
    expect(derivations).toBe(4);
  });
});
