import { z } from 'zod';
import { LANGUAGES, LEVELS, PLANS, type Profile, type ProfileUpdate, type Subscription } from '@gjs/shared';

export const PROFILE_TEXTS = {
  loadFailed: 'Failed to load profile',
  updateFailed: 'Failed to update profile',
  notSet: 'Not set',
} as const;

/** The edit form: first and last name are shown read-only but still travel in the nested user (decision 0421). */
export const profileFormSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.email('Enter a valid email address.').max(254),
  level: z.enum(LEVELS),
  language: z.enum(LANGUAGES),
  bio: z.string().max(2000, 'Bio must be at most 2000 characters.'),
  email_notifications: z.boolean(),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function profileFormValues(profile: Profile): ProfileFormValues {
  const { first_name, last_name, email, level, language, bio, email_notifications } = profile;
  return { first_name, last_name, email, level, language, bio, email_notifications };
}

export function profileUpdatePayload(values: ProfileFormValues): ProfileUpdate {
  const { first_name, last_name, email, ...rest } = values;
  return { user: { email, first_name, last_name }, ...rest };
}

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function formatDate(iso: string | null): string {
  if (!iso) return PROFILE_TEXTS.notSet;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return PROFILE_TEXTS.notSet;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The rows of the subscription panel (decision 0421): the provider reads 'Not set' unless stripe or paypal. */
export function subscriptionRows(subscription: Subscription): [label: string, value: string][] {
  const provider = { stripe: 'Stripe', paypal: 'PayPal' } as const;
  return [
    ['Plan', subscription.plan ? PLANS[subscription.plan].name : PROFILE_TEXTS.notSet],
    ['Status', capitalise(subscription.status)],
    [
      'Payment Provider',
      subscription.payment_provider ? provider[subscription.payment_provider] : PROFILE_TEXTS.notSet,
    ],
    ['Start Date', formatDate(subscription.start_date)],
    ['Next Billing Date', formatDate(subscription.end_date)],
  ];
}

export { capitalise };
