import type { DbOrTx } from '../../db/types.ts';
import type { BillingContext } from './context.ts';
import { paymentFailedEmail } from './emails.ts';
import { recipientLanguage } from '../profile/index.ts';
import { paypalState } from './providers/paypal.ts';
import { stripeState } from './providers/stripe.ts';
import * as repo from './repository.ts';
import { nextSubscriptionState, type ProviderState } from './subscription-state.ts';

type Sub = repo.SubscriptionRow;

/**
 * Cancels at the provider. At period end (paid) the provider keeps billing nothing more and we keep access to the
 * returned end date; otherwise the provider subscription ends now (trial, never-paid checkout).
 */
export async function cancelAtProvider(
  ctx: BillingContext,
  sub: Sub,
  opts: { atPeriodEnd?: boolean } = {},
): Promise<{ endDate: Date | null }> {
  const id = sub.providerSubscriptionId;
  if (!id || !sub.paymentProvider) return { endDate: sub.endDate };
  if (sub.paymentProvider === 'stripe') {
    if (!ctx.stripe) throw new Error('Stripe is not configured');
    const stripe = await ctx.stripe();
    if (opts.atPeriodEnd) {
      const updated = await stripe.subscriptions.update(id, { cancel_at_period_end: true });
      return { endDate: stripeState(updated, new Date()).endDate ?? sub.endDate };
    }
    const current = await stripe.subscriptions.retrieve(id);
    if (current.status !== 'canceled' && current.status !== 'incomplete_expired') {
      await stripe.subscriptions.cancel(id);
    }
    return { endDate: sub.endDate };
  }
  if (!ctx.paypal) throw new Error('PayPal is not configured');
  // PayPal has no cancel-at-period-end: the paid period is read first, then billing stops now.
  const current = await ctx.paypal.getSubscription(id);
  const endDate = paypalState(current, new Date()).endDate ?? sub.endDate;
  if (current.status !== 'CANCELLED' && current.status !== 'EXPIRED') {
    await ctx.paypal.cancelSubscription(id, 'Cancelled by the member');
  }
  return { endDate };
}

/**
 * Applies a provider state to our row inside the caller's transaction and returns a mail to send after commit
 * (payment failed), if any. Returns whether the row changed.
 */
export async function applyProviderState(
  ctx: BillingContext,
  tx: DbOrTx,
  row: repo.SubscriptionWithUser,
  state: ProviderState,
  opts: { paymentFailed?: boolean } = {},
) {
  const sub = row.subscription;
  const next = nextSubscriptionState(sub, state, {
    graceDays: ctx.config.paymentGraceDays,
    paymentFailed: opts.paymentFailed ?? false,
  });
  if (!next) return { changed: false as const };
  await repo.updateSubscription(tx, sub.userId, next);
  const mail =
    next.status === 'past_due' && sub.status !== 'past_due'
      ? paymentFailedEmail(
          row.user.email,
          row.user.username,
          sub.paymentProvider,
          next.endDate,
          ctx.config.schoolEmail,
          await recipientLanguage(tx, sub.userId),
        )
      : undefined;
  return { changed: true as const, status: next.status, mail };
}
