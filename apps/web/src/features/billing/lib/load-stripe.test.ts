import { describe, expect, it } from 'vitest';
import { loadStripeOrNull } from './load-stripe.ts';

describe('loading Stripe.js', () => {
  it('gives up on a script that never arrives, so the card option is hidden instead of a spinner forever', async () => {
    // jsdom never fetches external scripts: the same as a blocked or unreachable js.stripe.com.
    const started = Date.now();

    expect(await loadStripeOrNull('pk_test_unreachable', 100)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is unavailable at once without a publishable key, without adding the script', async () => {
    const scripts = document.scripts.length;

    expect(await loadStripeOrNull(null)).toBeNull();
    expect(await loadStripeOrNull('')).toBeNull();
    expect(document.scripts.length).toBe(scripts);
  });
});
