import { DAY_MS, type AdminMemberSubscription } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { MembersTexts } from './members-texts.ts';

type Texts = Translation<MembersTexts>;

/** The first day a complimentary subscription may end on: tomorrow (UTC). */
export function firstEndDay(now = new Date()): string {
  return new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/** What the end date of a subscription means, in words for the detail page. */
export function endDateLabel(sub: AdminMemberSubscription, texts: Texts): string {
  if (sub.complimentary) return texts.endDate.complimentary;
  if (sub.status === 'trial') return texts.endDate.trial;
  if (sub.status === 'cancelled' || sub.status === 'past_due') return texts.endDate.paidUntil;
  return texts.endDate.nextBilling;
}

/** The name of a payment provider, or null for none. */
export function providerName(sub: AdminMemberSubscription | null): string | null {
  const provider = sub?.payment_provider;
  return provider === 'stripe' ? 'Stripe' : provider === 'paypal' ? 'PayPal' : null;
}

/** The subscription in one line, for the list and the dialogs. */
export function subscriptionSummary(sub: AdminMemberSubscription | null, texts: Texts): string {
  if (!sub) return texts.status(null);
  const provider = providerName(sub);
  if (sub.complimentary && !sub.end_date) return texts.summary.openEnded;
  if (sub.complimentary) {
    const day = texts.day(sub.end_date);
    return sub.grants_access ? texts.summary.ends(day) : texts.summary.ended(day);
  }
  const status = texts.status(sub.status);
  return provider ? texts.summary.withProvider(status, provider) : status;
}
