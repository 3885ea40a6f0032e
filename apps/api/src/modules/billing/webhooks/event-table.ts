import type { ProviderName } from '../providers/provider.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-events.ts';
import { paypalSaleCompleted } from './payment-events.ts';
import type { EventHandler } from './routed-event.ts';
import {
  paypalSubscriptionActivated,
  paypalSubscriptionChanged,
  paypalSubscriptionPaymentFailed,
  stripeSubscriptionChanged,
  stripeSubscriptionCreated,
} from './subscription-events.ts';

/**
 * Each provider's event types and their handlers, one family a file. `<family>.*` stands for every type below it
 * without an entry of its own; a type without a handler is recorded and ignored (dispatch.ts).
 */
const EVENT_TABLE: Record<ProviderName, Record<string, EventHandler>> = {
  stripe: {
    'customer.subscription.*': stripeSubscriptionChanged,
    'customer.subscription.created': stripeSubscriptionCreated,
    'invoice.paid': invoicePaid,
    'invoice.payment_succeeded': invoicePaid,
    'invoice.payment_failed': invoicePaymentFailed,
  },
  paypal: {
    'BILLING.SUBSCRIPTION.*': paypalSubscriptionChanged,
    'BILLING.SUBSCRIPTION.ACTIVATED': paypalSubscriptionActivated,
    'BILLING.SUBSCRIPTION.PAYMENT.FAILED': paypalSubscriptionPaymentFailed,
    'PAYMENT.SALE.COMPLETED': paypalSaleCompleted,
  },
};

/** The handler of an event type: its own entry, else that of the nearest family above it. */
export function handlerFor(provider: ProviderName, type: string): EventHandler | undefined {
  const table = EVENT_TABLE[provider];
  if (Object.hasOwn(table, type)) return table[type];
  const parts = type.split('.');
  for (let n = parts.length - 1; n > 0; n--) {
    const family = `${parts.slice(0, n).join('.')}.*`;
    if (Object.hasOwn(table, family)) return table[family];
  }
  return undefined;
}
