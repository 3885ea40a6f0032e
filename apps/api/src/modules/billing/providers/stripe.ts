import type Stripe from 'stripe';
import { PLANS, type PlanId } from '@gjs/shared';
import type { Config } from '#config.ts';
import type { ProviderState } from '../subscription-state.ts';

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

/** Amount, currency and interval are part of the key, so a changed plan constant yields a new Stripe price. */
export function priceLookupKey(planId: PlanId): string {
  const plan = PLANS[planId];
  return `gjs_${plan.id}_${Math.round(plan.amount * 100)}_${plan.currency.toLowerCase()}_${plan.interval}`;
}

const priceIds = new Map<string, string>();

/** The Stripe price of a plan, created from the plan constants on first use: the browser never names an amount. */
export async function ensureStripePrice(stripe: Stripe, planId: PlanId): Promise<string> {
  const key = priceLookupKey(planId);
  const cached = priceIds.get(key);
  if (cached) return cached;
  const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
  let id = found.data[0]?.id;
  if (!id) {
    const plan = PLANS[planId];
    const price = await stripe.prices.create({
      lookup_key: key,
      currency: plan.currency.toLowerCase(),
      unit_amount: Math.round(plan.amount * 100),
      recurring: { interval: plan.interval },
      product_data: { name: `Gypsy Jazz Guitar School ${plan.name}` },
    });
    id = price.id;
  }
  priceIds.set(key, id);
  return id;
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

/** The subscription id of an invoice in current (parent.subscription_details) and older API versions. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  const sub =
    invoice.parent?.subscription_details?.subscription ??
    (invoice as unknown as { subscription?: string | Stripe.Subscription | null }).subscription;
  if (!sub) return undefined;
  return typeof sub === 'string' ? sub : sub.id;
}
