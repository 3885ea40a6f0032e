import { readAtProvider, type EventHandler } from './routed-event.ts';

/* The payment family: PayPal's PAYMENT.SALE.*, the payments of a subscription. */

/** A payment went through; the sale names its subscription as the billing agreement, read from PayPal. */
export const paypalSaleCompleted: EventHandler = (event, provider) => {
  const subscriptionId = (event.object as Record<string, unknown>)['billing_agreement_id'] as
    string | undefined;
  return subscriptionId ? readAtProvider(provider, subscriptionId, event.at) : undefined;
};
