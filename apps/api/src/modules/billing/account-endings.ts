import type { AccountEndings } from '../accounts/index.ts';
import { AppError } from '#lib/errors.ts';
import { recipientLanguage } from '../profile/index.ts';
import { PROVIDER_CANCEL_FAILED } from './cancellation/service.ts';
import type { BillingContext } from './context.ts';
import { subscriptionCancelledOnDeactivationEmail } from './cancellation/emails.ts';
import { cancelAtProvider } from './provider-actions.ts';
import * as repo from './repository.ts';

type BillingEndings = Omit<AccountEndings, 'endSessions'>;

/**
 * Billing's part of an account's end, for accounts' deactivation and deletion (accounts/account-endings.ts): a
 * subscription still billed at a provider is cancelled there at once, without waiting for its period end, so that
 * the provider bills nothing more (docs/decisions/0106-deactivation-ends-provider-billing.md). A provider refusal
 * answers 502 with `failure`.
 */
export function billingEndings(
  ctx: BillingContext,
  account: {
    user: { id: number; email: string; username: string };
    subscription: repo.SubscriptionRow | null;
  },
  failure = PROVIDER_CANCEL_FAILED,
): BillingEndings {
  const { user, subscription } = account;
  return {
    async endProviderBilling() {
      if (!subscription?.providerSubscriptionId || !subscription.paymentProvider) return false;
      if (subscription.status === 'expired') return false;
      try {
        await cancelAtProvider(ctx, subscription, { atPeriodEnd: false });
      } catch (err) {
        ctx.log.error({ err, userId: user.id }, 'provider cancellation by staff failed');
        throw new AppError(502, failure);
      }
      return true;
    },
    markBillingEnded: (tx) => repo.expireSubscription(tx, user.id),
    async tellBillingEnded() {
      const language = await recipientLanguage(ctx.db, user.id).catch(() => 'en' as const);
      await ctx.mailer.send(
        subscriptionCancelledOnDeactivationEmail(user.email, user.username, new Date(), language),
      );
    },
  };
}
