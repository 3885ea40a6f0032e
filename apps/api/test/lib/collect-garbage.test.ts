import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { collectGarbageNow } from '../../src/lib/collect-garbage.ts';

describe('collectGarbageNow', () => {
  it('collects what nothing refers to any more, at once', async () => {
    const left = new WeakRef({ buffer: new Uint8Array(4 << 20) });
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbageNow();
    expect(left.deref()).toBeUndefined();
  });

  it('leaves no gc function behind, neither here nor in contexts made later', () => {
    collectGarbageNow();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});
