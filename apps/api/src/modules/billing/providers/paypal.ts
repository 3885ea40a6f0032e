import { ValidationError } from '#lib/errors.ts';
import type { BillingLog } from '../context.ts';
import type { ProviderState } from '../subscription-state.ts';
import type { PaypalClient, PaypalSubscription } from './paypal-api.ts';
import type { PaymentProvider } from './provider.ts';

interface PaypalEvent {
  id: string;
  event_type: string;
  create_time: string;
  resource: Record<string, unknown>;
}

/** PayPal behind the provider interface (provider.ts); webhooks are verified by PayPal's verify-webhook-signature. */
export function paypalProvider(client: PaypalClient, log: BillingLog): PaymentProvider {
  return {
    name: 'paypal',
    async readState(subscriptionId, at) {
      return paypalState(await client.getSubscription(subscriptionId), at);
    },
    // PayPal has no cancel-at-period-end: the paid period is read first, then billing stops now.
    async cancel(subscriptionId) {
      const current = await client.getSubscription(subscriptionId);
      const { endDate } = paypalState(current, new Date());
      if (current.status !== 'CANCELLED' && current.status !== 'EXPIRED') {
        await client.cancelSubscription(subscriptionId, 'Cancelled by the member');
      }
      return { endDate };
    },
    async verifyEvent(headers, body) {
      let verified = false;
      try {
        verified = await client.verifyWebhook(headers, body);
      } catch (err) {
        log.warn({ err }, 'paypal webhook verification failed');
      }
      if (!verified) return undefined;
      const event = body as PaypalEvent;
      if (typeof event?.id !== 'string' || typeof event.event_type !== 'string')
        throw new ValidationError('Invalid event');
      return {
        id: event.id,
        type: event.event_type,
        at: new Date(event.create_time),
        object: event.resource,
      };
    },
  };
}

/** PayPal's subscription as our provider-neutral state; ACTIVE before the first regular payment is the trial. */
export function paypalState(sub: PaypalSubscription, at: Date): ProviderState {
  const next = sub.billing_info?.next_billing_time;
  const cycles = sub.billing_info?.cycle_executions ?? [];
  const hasTrial = cycles.some((c) => c.tenure_type === 'TRIAL');
  const regularPaid = cycles.some((c) => c.tenure_type === 'REGULAR' && c.cycles_completed > 0);
  const base = {
    startDate: sub.start_time ? new Date(sub.start_time) : null,
    endDate: next ? new Date(next) : null,
    cancelAtPeriodEnd: false,
    at,
  };
  switch (sub.status) {
    case 'ACTIVE':
      return { ...base, kind: hasTrial && !regularPaid ? 'trial' : 'active' };
    case 'SUSPENDED':
      return { ...base, kind: 'past_due' };
    case 'CANCELLED':
    case 'EXPIRED':
      return { ...base, kind: 'ended' };
    default:
      return { ...base, kind: 'pending' };
  }
}

/** Where PayPal sends the buyer to approve a new subscription. */
export function approvalUrl(sub: PaypalSubscription): string | undefined {
  return sub.links?.find((l) => l.rel === 'approve')?.href;
}
