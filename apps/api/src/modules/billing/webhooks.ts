import type Stripe from 'stripe';
import { PLAN_IDS, type PaymentProvider, type PlanId } from '@gjs/shared';
import type { DbOrTx } from '../../db/types.ts';
import { ValidationError } from '../../lib/errors.ts';
import type { OutgoingMail } from '../../lib/mailer.ts';
import type { BillingContext } from './context.ts';
import { applyProviderState } from './provider-actions.ts';
import { paypalState } from './providers/paypal.ts';
import { invoiceSubscriptionId, stripeState } from './providers/stripe.ts';
import * as repo from './repository.ts';
import type { ProviderState } from './subscription-state.ts';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

interface Claim {
  userId: number;
  customerId?: string;
  plan: PlanId | undefined;
}

interface Routed {
  subscriptionId: string;
  /**
   * The account a subscription was created for, when the event overtakes the server's own binding: Stripe may send
   * `customer.subscription.created` before create-subscription has stored the id (the account is in the metadata
   * this server wrote); a PayPal buyer may never come back from the approval page (the account is in the checkout
   * the registering browser opened). The event then binds the subscription, if the account is still waiting.
   */
  claim?: (tx: DbOrTx) => Promise<Claim | undefined>;
  /** The state, or a function reading it from the provider (for events that do not carry the subscription). */
  state: ProviderState | (() => Promise<ProviderState>);
  paymentFailed: boolean;
}

/**
 * Records the event id and applies its state in one transaction: a replayed event finds its id and changes nothing;
 * a late event loses against the newer state already applied (subscription-state.ts). Unknown subscriptions are
 * recorded and ignored (another system's, or an abandoned checkout).
 */
async function process(
  ctx: BillingContext,
  provider: PaymentProvider,
  eventId: string,
  type: string,
  routed?: Routed,
) {
  const source = routed?.state;
  const state = typeof source === 'function' ? await source() : source;
  const mails: OutgoingMail[] = [];
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!(await repo.markEventProcessed(tx, provider, eventId, type))) return 'duplicate';
    if (!routed || !state) return 'ignored';
    const row =
      (await repo.findSubscription(tx, { providerSubscriptionId: routed.subscriptionId })) ??
      (await claimSubscription(tx, provider, routed.subscriptionId, await routed.claim?.(tx)));
    if (!row || row.subscription.paymentProvider !== provider) return 'ignored';
    const result = await applyProviderState(ctx, tx, row, state, { paymentFailed: routed.paymentFailed });
    if (result.changed && result.mail) mails.push(result.mail);
    return result.changed ? 'applied' : 'stale';
  });
  for (const mail of mails) await ctx.mailer.send(mail);
  ctx.log.info({ provider, eventId, type, outcome }, 'billing webhook');
  return { received: true, outcome };
}

/** Binds a provider subscription to the account it was made for, only while that account has none. */
async function claimSubscription(
  tx: DbOrTx,
  provider: PaymentProvider,
  subscriptionId: string,
  claim: Claim | undefined,
) {
  if (!claim) return undefined;
  const row = await repo.findSubscription(tx, { userId: claim.userId });
  if (!row || row.subscription.status !== 'none' || row.subscription.providerSubscriptionId) return undefined;
  await repo.updateSubscription(tx, claim.userId, {
    paymentProvider: provider,
    providerSubscriptionId: subscriptionId,
    ...(claim.customerId ? { providerCustomerId: claim.customerId } : {}),
    ...(claim.plan ? { plan: claim.plan } : {}),
  });
  return repo.findSubscription(tx, { userId: claim.userId });
}

function stripeClaim(sub: Stripe.Subscription): Claim | undefined {
  const userId = Number(sub.metadata?.['user_id']);
  if (!Number.isInteger(userId) || userId <= 0) return undefined;
  const plan = PLAN_IDS.find((id) => id === sub.metadata['plan']);
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  return { userId, customerId, plan };
}

async function paypalClaim(tx: DbOrTx, subscriptionId: string): Promise<Claim | undefined> {
  const checkout = await repo.findPaypalCheckout(tx, subscriptionId);
  return checkout?.userId ? { userId: checkout.userId, plan: checkout.plan } : undefined;
}

export async function handleStripeWebhook(
  ctx: BillingContext,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const secret = ctx.config.stripe.webhookSecret;
  if (!ctx.stripe || !secret || !signature) throw new ValidationError(INVALID_SIGNATURE);
  const stripe = await ctx.stripe();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ValidationError(INVALID_SIGNATURE);
  }
  const at = new Date(event.created * 1000);
  let routed: Routed | undefined;
  if (event.type.startsWith('customer.subscription.')) {
    const sub = event.data.object as Stripe.Subscription;
    routed = {
      subscriptionId: sub.id,
      state: stripeState(sub, at),
      paymentFailed: false,
      ...(event.type === 'customer.subscription.created' ? { claim: async () => stripeClaim(sub) } : {}),
    };
  } else if (
    event.type === 'invoice.paid' ||
    event.type === 'invoice.payment_succeeded' ||
    event.type === 'invoice.payment_failed'
  ) {
    const subscriptionId = invoiceSubscriptionId(event.data.object);
    if (subscriptionId) {
      routed = {
        subscriptionId,
        // An invoice does not carry the subscription's period: Stripe is asked for the subscription itself.
        state: async () => stripeState(await stripe.subscriptions.retrieve(subscriptionId), at),
        paymentFailed: event.type === 'invoice.payment_failed',
      };
    }
  }
  return process(ctx, 'stripe', event.id, event.type, routed);
}

interface PaypalEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: Record<string, unknown>;
}

export async function handlePaypalWebhook(
  ctx: BillingContext,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
) {
  const paypal = ctx.paypal;
  if (!paypal) throw new ValidationError(INVALID_SIGNATURE);
  let verified = false;
  try {
    verified = await paypal.verifyWebhook(headers, body);
  } catch (err) {
    ctx.log.warn({ err }, 'paypal webhook verification failed');
  }
  if (!verified) throw new ValidationError(INVALID_SIGNATURE);
  const event = body as PaypalEvent;
  if (typeof event?.id !== 'string' || typeof event.event_type !== 'string')
    throw new ValidationError('Invalid event');
  const at = new Date(event.create_time);
  const type = event.event_type;
  let subscriptionId: string | undefined;
  if (type.startsWith('BILLING.SUBSCRIPTION.')) subscriptionId = event.resource['id'] as string | undefined;
  else if (type === 'PAYMENT.SALE.COMPLETED')
    subscriptionId = event.resource['billing_agreement_id'] as string | undefined;
  const routed: Routed | undefined = subscriptionId
    ? {
        subscriptionId,
        // PayPal's event resources are partial: the subscription is read from PayPal.
        state: async () => paypalState(await paypal.getSubscription(subscriptionId), at),
        paymentFailed: type === 'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
        ...(type === 'BILLING.SUBSCRIPTION.ACTIVATED'
          ? { claim: (tx: DbOrTx) => paypalClaim(tx, subscriptionId) }
          : {}),
      }
    : undefined;
  return process(ctx, 'paypal', event.id, type, routed);
}
