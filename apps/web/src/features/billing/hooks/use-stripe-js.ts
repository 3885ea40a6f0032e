import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripeOrNull } from '../lib/load-stripe.ts';

export type StripeAvailability =
  | { status: 'loading'; stripe: null }
  | { status: 'ready'; stripe: Stripe }
  | { status: 'unavailable'; stripe: null };

/**
 * Stripe.js for the configured publishable key. `undefined` while the payment configuration is still loading;
 * `null` (no key) is unavailable at once.
 */
export function useStripeJs(publishableKey: string | null | undefined): StripeAvailability {
  const [loaded, setLoaded] = useState<{ key: string; stripe: Stripe | null } | null>(null);

  useEffect(() => {
    if (!publishableKey) return;
    let current = true;
    void loadStripeOrNull(publishableKey).then((stripe) => {
      if (current) setLoaded({ key: publishableKey, stripe });
    });
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (publishableKey === undefined) return { status: 'loading', stripe: null };
  if (publishableKey === null || publishableKey === '') return { status: 'unavailable', stripe: null };
  if (loaded?.key !== publishableKey) return { status: 'loading', stripe: null };
  return loaded.stripe ? { status: 'ready', stripe: loaded.stripe } : { status: 'unavailable', stripe: null };
}
