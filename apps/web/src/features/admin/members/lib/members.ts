import { DAY_MS, type AdminMemberSubscription, type SubscriptionStatus } from '@gjs/shared';

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Trial',
  active: 'Active',
  past_due: 'Past due',
  cancelled: 'Cancelled',
  expired: 'Expired',
  none: 'None',
};

export function statusLabel(status: SubscriptionStatus | null): string {
  return status ? STATUS_LABELS[status] : 'No subscription';
}

/** A day as the server counts it (UTC), e.g. '3 Mar 2027'; '—' for none. */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first day a complimentary subscription may end on: tomorrow (UTC). */
export function firstEndDay(now = new Date()): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** What the end date of a subscription means, in words for the detail page. */
export function endDateLabel(sub: AdminMemberSubscription): string {
  if (sub.complimentary) return 'Access ends';
  if (sub.status === 'trial') return 'Trial ends';
  if (sub.status === 'cancelled' || sub.status === 'past_due') return 'Access until';
  return 'Next billing date';
}

/** The subscription in one line, for the list and the dialogs. */
export function subscriptionSummary(sub: AdminMemberSubscription | null): string {
  if (!sub) return 'No subscription';
  const provider =
    sub.payment_provider === 'stripe' ? 'Stripe' : sub.payment_provider === 'paypal' ? 'PayPal' : null;
  if (sub.complimentary && !sub.end_date) return 'Complimentary, open-ended';
  if (sub.complimentary)
    return `Complimentary, ${sub.grants_access ? 'ends' : 'ended'} on ${formatDay(sub.end_date)}`;
  return provider ? `${statusLabel(sub.status)} (${provider})` : statusLabel(sub.status);
}
