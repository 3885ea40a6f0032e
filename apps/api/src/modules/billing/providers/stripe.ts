import type Stripe from 'stripe';
import type { Config } from '#config.ts';
import type { ProviderState } from '../subscription-state.ts';
import type { PaymentProvider } from './provider.ts';

export type StripeClient = Stripe;
/**
 * The official SDK, loaded and made on the first call that needs it: its 3–4 MB of code and objects are not held by
 * a server that takes no card payment (docs/decisions/0008-answers-and-memory-of-a-small-server.md).
 */
export type StripeAccess = () => Promise<StripeClient>;

/** The SDK pointed at STRIPE_API_BASE when set (sandbox proxy, mock server or the tests' fake). */
export function createStripe(config: Config['stripe']): StripeAccess | undefined {
  const secretKey = config.secretKey;
  if (!secretKey) return undefined;
  const options: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (config.apiBase) {
    const url = new URL(config.apiBase);
    options.host = url.hostname;
    options.protocol = url.protocol === 'http:' ? 'http' : 'https';
    options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
  }
  let client: Promise<StripeClient> | undefined;
  return () => (client ??= import('stripe').then(({ default: Stripe }) => new Stripe(secretKey, options)));
}

/** Stripe behind the provider interface (provider.ts); the webhook signature is checked with STRIPE_WEBHOOK_SECRET. */
export function stripeProvider(access: StripeAccess, webhookSecret: string | undefined): PaymentProvider {
  return {
    name: 'stripe',
    async readState(subscriptionId, at) {
      const stripe = await access();
      return stripeState(await stripe.subscriptions.retrieve(subscriptionId), at);
    },
    async cancel(subscriptionId, { atPeriodEnd }) {
      const stripe = await access();
      if (atPeriodEnd) {
        const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        return { endDate: stripeState(updated, new Date()).endDate };
      }
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
        await stripe.subscriptions.cancel(subscriptionId);
      }
      return { endDate: null };
    },
    // Stripe's signature covers the raw bytes of the body (webhook-routes.ts keeps them).
    async verifyEvent(headers, body) {
      const signature = headers['stripe-signature'];
      if (!webhookSecret || typeof signature !== 'string' || !signature) return undefined;
      const stripe = await access();
      const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
      } catch {
        return undefined;
      }
      return {
        id: event.id,
        type: event.type,
        at: new Date(event.created * 1000),
        object: event.data.object,
      };
    },
  };
}

function periodEnd(sub: Stripe.Subscription): number | null {
  const fromItems = sub.items.data.map((i) => i.current_period_end).filter((n) => typeof n === 'number');
  const legacy = (sub as unknown as { current_period_end?: number }).current_period_end;
  return fromItems.length ? Math.max(...fromItems) : (legacy ?? null);
}

/** Stripe's subscription as our provider-neutral state. */
export function stripeState(sub: Stripe.Subscription, at: Date): ProviderState {
  const end = sub.status === 'trialing' ? (sub.trial_end ?? periodEnd(sub)) : periodEnd(sub);
  const endDate = end ? new Date(end * 1000) : null;
  const startDate = new Date(sub.start_date * 1000);
  const base = {
    startDate,
    endDate,
    at,
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
  };
  switch (sub.status) {
    case 'trialing':
      return { ...base, kind: 'trial' };
    case 'active':
      return { ...base, kind: 'active' };
    case 'past_due':
    case 'unpaid':
      return { ...base, kind: 'past_due' };
    case 'canceled':
    case 'incomplete_expired':
      return { ...base, kind: 'ended' };
    default:
      return { ...base, kind: 'pending' };
  }
}
