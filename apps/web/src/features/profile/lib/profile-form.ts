import { z } from 'zod';
import { LANGUAGES, LEVELS, PLANS, type Profile, type ProfileUpdate, type Subscription } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { ProfileTexts } from './profile-texts.ts';

type Texts = Translation<ProfileTexts>;

type FormTexts = Pick<Texts['form'], 'invalidEmail' | 'bioTooLong'>;

/**
 * The edit form: first and last name are shown read-only but still travel in the nested user (product 0421). The
 * messages are the form's own, in the page's language.
 */
export function profileFormSchema(texts: FormTexts) {
  return z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(texts.invalidEmail).max(254),
    level: z.enum(LEVELS),
    language: z.enum(LANGUAGES),
    bio: z.string().max(2000, texts.bioTooLong),
    email_notifications: z.boolean(),
  });
}
export type ProfileFormValues = z.infer<ReturnType<typeof profileFormSchema>>;

export function profileFormValues(profile: Profile): ProfileFormValues {
  const { first_name, last_name, email, level, language, bio, email_notifications } = profile;
  return { first_name, last_name, email, level, language, bio, email_notifications };
}

export function profileUpdatePayload(values: ProfileFormValues): ProfileUpdate {
  const { first_name, last_name, email, ...rest } = values;
  return { user: { email, first_name, last_name }, ...rest };
}

type SubscriptionTexts = Pick<Texts['subscription'], 'notSet' | 'date'>;

export function formatDate(iso: string | null, texts: SubscriptionTexts): string {
  if (!iso) return texts.notSet;
  if (Number.isNaN(new Date(iso).getTime())) return texts.notSet;
  return texts.date(iso);
}

/** The rows of the subscription panel (product 0421): the provider reads 'Not set' unless stripe or paypal. */
export function subscriptionRows(
  subscription: Subscription,
  texts: Texts['subscription'],
): [label: string, value: string][] {
  const provider = { stripe: 'Stripe', paypal: 'PayPal' } as const;
  return [
    [texts.plan, subscription.plan ? PLANS[subscription.plan].name : texts.notSet],
    [texts.status, texts.statusName(subscription.status)],
    [texts.provider, subscription.payment_provider ? provider[subscription.payment_provider] : texts.notSet],
    [texts.startDate, formatDate(subscription.start_date, texts)],
    [texts.nextBillingDate, formatDate(subscription.end_date, texts)],
  ];
}
