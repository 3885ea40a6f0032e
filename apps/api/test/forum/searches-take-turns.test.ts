import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ForumPostQuery } from '@gjs/shared';
import type { Database } from '../../src/db/types.ts';
import { createKeyedSharedCache } from '../../src/lib/shared-cache.ts';
import type * as Repository from '../../src/modules/forum/repository.ts';

vi.mock('../../src/modules/forum/repository.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Repository>()),
  listPosts: vi.fn(),
  countPosts: vi.fn(async () => 0),
}));
const repo = await import('../../src/modules/forum/repository.ts');
const { listPostsSerialized, SEARCHES_AT_ONCE } = await import('../../src/modules/forum/service.ts');

const caches = () => ({
  counts: createKeyedSharedCache<number>(5000, 32),
  pageIndexes: createKeyedSharedCache<never>(5000, 8),
  pages: createKeyedSharedCache<{ json: Buffer; total: number }>(5000, 32),
});
const query = (search: string): ForumPostQuery => ({ search, page: 1, page_size: 20 });
const noDatabase = {} as Database;

/** Every page read waits until released; counts how many ran at once. */
function heldReads() {
  const held: (() => void)[] = [];
  let running = 0;
  let most = 0;
  vi.mocked(repo.listPosts).mockImplementation(async () => {
    most = Math.max(most, ++running);
    await new Promise<void>((release) => held.push(release));
    running--;
    return [];
  });
  return {
    held,
    most: () => most,
    releaseAll: async () => {
      while (running > 0 || held.length) {
        held.splice(0).forEach((release) => release());
        await new Promise((r) => setTimeout(r, 1));
      }
    },
  };
}

describe('forum searches take turns (docs/decisions/0016-searches-take-turns.md)', () => {
  afterEach(() => vi.mocked(repo.listPosts).mockReset());

  it(`reads at most ${SEARCHES_AT_ONCE} searches from the database at once, and answers every one`, async () => {
    const reads = heldReads();
    const kept = caches();
    const answers = Promise.all(
      Array.from({ length: 10 }, (_, i) => listPostsSerialized(noDatabase, query(`term ${i}`), '', kept)),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(reads.held).toHaveLength(SEARCHES_AT_ONCE);
    await reads.releaseAll();
    const done = await answers;
    expect(done.map((a) => JSON.parse(a.json.toString()))).toEqual(Array(10).fill([]));
    expect(reads.most()).toBe(SEARCHES_AT_ONCE);
  });

  it('serves a page without a search while the searches wait', async () => {
    const reads = heldReads();
    const kept = caches();
    const searches = Array.from({ length: SEARCHES_AT_ONCE + 2 }, (_, i) =>
      listPostsSerialized(noDatabase, query(`busy ${i}`), '', kept),
    );
    await new Promise((r) => setTimeout(r, 10));
    const page = listPostsSerialized(noDatabase, query(''), '', kept);
    await new Promise((r) => setTimeout(r, 10));
    // The page's read started beside the searches already under way, not after the waiting ones.
    expect(reads.held).toHaveLength(SEARCHES_AT_ONCE + 1);
    await reads.releaseAll();
    await Promise.all([...searches, page]);
  });
});
