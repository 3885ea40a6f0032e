import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * How long Stripe.js may take before the card option is given up. A blocked or unreachable script host can leave
 * the script pending for a long time; the visitor should see the PayPal hint instead of a spinner.
 */
export const STRIPE_LOAD_TIMEOUT_MS = 6_000;

const loads = new Map<string, Promise<Stripe | null>>();

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * Stripe.js for a publishable key, or null when it cannot be had (no key, script blocked, unreachable or too
 * slow). The pure entry point loads the script only here, never on import, so other pages stay free of it.
 */
export function loadStripeOrNull(
  publishableKey: string | null,
  timeoutMs = STRIPE_LOAD_TIMEOUT_MS,
): Promise<Stripe | null> {
  if (!publishableKey) return Promise.resolve(null);
  let load = loads.get(publishableKey);
  if (!load) {
    load = within(loadStripe(publishableKey), timeoutMs, null);
    loads.set(publishableKey, load);
  }
  return load;
}
