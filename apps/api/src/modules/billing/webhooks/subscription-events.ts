import type Stripe from 'stripe';
import { PLAN_IDS } from '@gjs/shared';
import type { DbOrTx } from '#db/types.ts';
import type { PaymentProvider, ProviderEvent } from '../providers/provider.ts';
import { stripeState } from '../providers/stripe.ts';
import * as repo from '../repository.ts';
import { readAtProvider, type Claim, type EventHandler, type RoutedEvent } from './routed-event.ts';

/*
 * The subscription family: Stripe's customer.subscription.* and PayPal's BILLING.SUBSCRIPTION.*, each saying that a
 * subscription began, changed or ended.
 */

/** Stripe's events carry the whole subscription: its state is the event's own. */
function stripeSubscription(event: ProviderEvent): RoutedEvent {
  const sub = event.object as Stripe.Subscription;
  return { subscriptionId: sub.id, state: stripeState(sub, event.at), paymentFailed: false };
}

/** The account named in the metadata this server wrote at create-subscription. */
function stripeClaim(sub: Stripe.Subscription): Claim | undefined {
  const userId = Number(sub.metadata?.['user_id']);
  if (!Number.isInteger(userId) || userId <= 0) return undefined;
  const plan = PLAN_IDS.find((id) => id === sub.metadata['plan']);
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  return { userId, customerId, plan };
}

export const stripeSubscriptionChanged: EventHandler = (event) => stripeSubscription(event);

/** It may overtake create-subscription: Stripe can send it before the server has stored the id. */
export const stripeSubscriptionCreated: EventHandler = (event) => ({
  ...stripeSubscription(event),
  claim: async () => stripeClaim(event.object as Stripe.Subscription),
});

/** PayPal's event resources are partial: the subscription is read from PayPal. */
function paypalSubscription(event: ProviderEvent, provider: PaymentProvider, paymentFailed = false) {
  const subscriptionId = (event.object as Record<string, unknown>)['id'] as string | undefined;
  return subscriptionId ? readAtProvider(provider, subscriptionId, event.at, paymentFailed) : undefined;
}

/** The account the registering browser opened the checkout for (paypal_checkouts). */
async function paypalClaim(tx: DbOrTx, subscriptionId: string): Promise<Claim | undefined> {
  const checkout = await repo.findPaypalCheckout(tx, subscriptionId);
  return checkout?.userId ? { userId: checkout.userId, plan: checkout.plan } : undefined;
}

export const paypalSubscriptionChanged: EventHandler = (event, provider) =>
  paypalSubscription(event, provider);

/** The buyer approved, and may never come back from PayPal to execute-payment. */
export const paypalSubscriptionActivated: EventHandler = (event, provider) => {
  const routed = paypalSubscription(event, provider);
  return routed && { ...routed, claim: (tx) => paypalClaim(tx, routed.subscriptionId) };
};

/** A renewal PayPal could not collect: past_due with the grace period (subscription-state.ts). */
export const paypalSubscriptionPaymentFailed: EventHandler = (event, provider) =>
  paypalSubscription(event, provider, true);
