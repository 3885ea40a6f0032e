import type { Account } from './access-repository.ts';

/**
 * The access rule in one place (docs/decisions/0300-one-home-for-access.md): whether a subscription opens the
 * members' content. The same rule in SQL, for billing's lifecycle jobs, is in access-repository.ts. Billing writes
 * the status; everything that interprets it imports it from here.
 */

type SubscriptionForAccess = { status: string; endDate: Date | null; paymentProvider: string | null };

/**
 * Trial and active subscriptions open the content (decision 0405); a paid subscription cancelled at the period end
 * keeps it until its end date (decision 0404), and so does a failed renewal during its grace period (billing README).
 * A complimentary subscription (active, no provider) granted by staff with an end date stops at that date; a paid
 * one's end date is the provider's period end, which its renewal moves on, so it is not checked here.
 */
export function subscriptionGrantsAccess(
  subscription: SubscriptionForAccess | null | undefined,
  now = new Date(),
): boolean {
  if (!subscription) return false;
  if (subscription.status === 'trial') return true;
  if (subscription.status === 'active') {
    const complimentaryEnded =
      subscription.paymentProvider === null && subscription.endDate !== null && subscription.endDate <= now;
    return !complimentaryEnded;
  }
  const keepsAccess = subscription.status === 'cancelled' || subscription.status === 'past_due';
  return keepsAccess && subscription.endDate !== null && subscription.endDate > now;
}

/** Whether the account may open members' content: staff always, everybody else by the rule above. */
export function accountGrantsAccess(account: Account, now = new Date()): boolean {
  return account.user.isStaff || subscriptionGrantsAccess(account.subscription, now);
}
