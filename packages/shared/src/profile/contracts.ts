import { z } from 'zod';
import { LANGUAGES, LEVELS } from '../catalog.ts';
import { INTERFACE_LANGUAGES } from '../common/interface-languages.ts';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.ts';

export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  date_joined: z.string(),
  is_staff: z.boolean(),
  takes_lessons: z.boolean(),
  bio: z.string(),
  profile_image: z.string().nullable(),
  level: z.enum(LEVELS),
  language: z.enum(LANGUAGES),
  /** The interface language the member chose with the switch; null while they have not (the profile's decides). */
  interface_language: z.enum(INTERFACE_LANGUAGES).nullable(),
  email_notifications: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** First and last name are read-only in the edit form, but the payload still nests them (product 0421). */
export const profileUpdateSchema = z.object({
  user: z
    .object({
      email: z.email('Enter a valid email address.').max(254),
      first_name: z.string().trim().max(150),
      last_name: z.string().trim().max(150),
    })
    .partial()
    .optional(),
  level: z.enum(LEVELS).optional(),
  language: z.enum(LANGUAGES).optional(),
  interface_language: z.enum(INTERFACE_LANGUAGES).nullable().optional(),
  bio: z.string().max(2000).optional(),
  email_notifications: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
