import { describe, expect, it } from 'vitest';
import { handlerFor } from './event-table.ts';
import { invoicePaid, invoicePaymentFailed } from './invoice-events.ts';
import { paypalSaleCompleted } from './payment-events.ts';
import * as subscription from './subscription-events.ts';

describe('the webhook event table', () => {
  it('finds the handler of a type by its own entry', () => {
    expect(handlerFor('stripe', 'customer.subscription.created')).toBe(
      subscription.stripeSubscriptionCreated,
    );
    expect(handlerFor('stripe', 'invoice.paid')).toBe(invoicePaid);
    expect(handlerFor('stripe', 'invoice.payment_succeeded')).toBe(invoicePaid);
    expect(handlerFor('stripe', 'invoice.payment_failed')).toBe(invoicePaymentFailed);
    expect(handlerFor('paypal', 'BILLING.SUBSCRIPTION.ACTIVATED')).toBe(
      subscription.paypalSubscriptionActivated,
    );
    expect(handlerFor('paypal', 'BILLING.SUBSCRIPTION.PAYMENT.FAILED')).toBe(
      subscription.paypalSubscriptionPaymentFailed,
    );
    expect(handlerFor('paypal', 'PAYMENT.SALE.COMPLETED')).toBe(paypalSaleCompleted);
  });

  it('gives every other type of a family the handler of the family', () => {
    for (const type of ['updated', 'deleted', 'trial_will_end', 'paused'])
      expect(handlerFor('stripe', `customer.subscription.${type}`)).toBe(
        subscription.stripeSubscriptionChanged,
      );
    for (const type of ['CANCELLED', 'SUSPENDED', 'EXPIRED', 'RE-ACTIVATED', 'UPDATED'])
      expect(handlerFor('paypal', `BILLING.SUBSCRIPTION.${type}`)).toBe(
        subscription.paypalSubscriptionChanged,
      );
  });

  it('has no handler for the types billing does not follow, nor for another provider', () => {
    for (const type of [
      'invoice.created',
      'charge.refunded',
      'customer.subscription',
      '__proto__',
      'toString',
    ])
      expect(handlerFor('stripe', type)).toBeUndefined();
    for (const type of [
      'PAYMENT.SALE.REFUNDED',
      'PAYMENT.SALE.DENIED',
      'BILLING.SUBSCRIPTION',
      'BILLING.PLAN.CREATED',
    ])
      expect(handlerFor('paypal', type)).toBeUndefined();
    expect(handlerFor('paypal', 'invoice.paid')).toBeUndefined();
    expect(handlerFor('stripe', 'PAYMENT.SALE.COMPLETED')).toBeUndefined();
  });
});
