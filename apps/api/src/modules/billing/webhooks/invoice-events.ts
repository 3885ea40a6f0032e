import type Stripe from 'stripe';
import type { PaymentProvider, ProviderEvent } from '../providers/provider.ts';
import { readAtProvider, type EventHandler } from './routed-event.ts';

/* The invoice family: Stripe's invoices of a subscription, paid or failed. */

/** The subscription id of an invoice in current (parent.subscription_details) and older API versions. */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | undefined {
  const sub =
    invoice.parent?.subscription_details?.subscription ??
    (invoice as unknown as { subscription?: string | Stripe.Subscription | null }).subscription;
  if (!sub) return undefined;
  return typeof sub === 'string' ? sub : sub.id;
}

/** An invoice does not carry the subscription's period: Stripe is asked for the subscription itself. */
function invoiceEvent(event: ProviderEvent, provider: PaymentProvider, paymentFailed: boolean) {
  const subscriptionId = invoiceSubscriptionId(event.object as Stripe.Invoice);
  return subscriptionId ? readAtProvider(provider, subscriptionId, event.at, paymentFailed) : undefined;
}

/** invoice.paid, invoice.payment_succeeded: a period paid for, the first after the trial or a renewal. */
export const invoicePaid: EventHandler = (event, provider) => invoiceEvent(event, provider, false);

/** invoice.payment_failed: past_due with the grace period (subscription-state.ts) and one e-mail. */
export const invoicePaymentFailed: EventHandler = (event, provider) => invoiceEvent(event, provider, true);
