import type Stripe from 'stripe';
import { PLANS, type PlanId } from '@gjs/shared';

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
