import type { PlanId } from '@gjs/shared';
import type { DbOrTx } from '#db/types.ts';
import type { PaymentProvider, ProviderEvent } from '../providers/provider.ts';
import type { ProviderState } from '../subscription-state.ts';

/** The account a provider subscription was made for, as the event or our own checkout names it. */
export interface Claim {
  userId: number;
  customerId?: string;
  plan: PlanId | undefined;
}

/** What an event asks of our rows, as its handler reads it (event-table.ts); dispatch.ts carries it out. */
export interface RoutedEvent {
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

/** One event type's reading of a verified event; undefined when the event names no subscription. */
export type EventHandler = (event: ProviderEvent, provider: PaymentProvider) => RoutedEvent | undefined;

/** For an event that does not carry the whole subscription: its state is read from the provider. */
export function readAtProvider(
  provider: PaymentProvider,
  subscriptionId: string,
  at: Date,
  paymentFailed = false,
): RoutedEvent {
  return { subscriptionId, state: () => provider.readState(subscriptionId, at), paymentFailed };
}
