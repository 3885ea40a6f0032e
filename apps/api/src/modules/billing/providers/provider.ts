import type { PaymentProvider as ProviderName } from '@gjs/shared';
import type { ProviderState } from '../subscription-state.ts';

export type { ProviderName };

/** The request headers a webhook arrives with. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** A provider's event once its signature is checked, in the terms the event table reads (webhooks/). */
export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider made the event: the stamp of the state it carries or causes. */
  at: Date;
  /** What the event is about: Stripe's `data.object`, PayPal's `resource`. */
  object: unknown;
}

/**
 * What billing asks of a payment provider once a subscription exists there (decision 0402). The checkout flows
 * (stripe-service.ts, paypal-service.ts) stay with their provider; everything else goes through this interface.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The subscription as the provider reports it now, in our terms, stamped `at`. */
  readState(subscriptionId: string, at: Date): Promise<ProviderState>;
  /**
   * Stops the billing: at the period end where the provider can, now otherwise, and never twice. Answers the end of
   * the period already paid for as the provider reports it, or null where it does not say.
   */
  cancel(subscriptionId: string, opts: { atPeriodEnd: boolean }): Promise<{ endDate: Date | null }>;
  /** The event of a webhook whose signature holds, or undefined (a bad or missing signature). */
  verifyEvent(headers: WebhookHeaders, body: unknown): Promise<ProviderEvent | undefined>;
}
