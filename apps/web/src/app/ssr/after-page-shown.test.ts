import { describe, expect, it, vi } from 'vitest';
import { afterPageShown } from './after-page-shown.ts';

describe('afterPageShown', () => {
  it('starts the app exactly once when the page is shown and its longest wait also runs out', async () => {
    const start = vi.fn();
    // The page has loaded and painted long before the wait of 20 ms ends: both paths reach the callback.
    afterPageShown(start, 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
