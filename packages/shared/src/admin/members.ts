import { z } from 'zod';
import { LANGUAGES, LEVELS } from '../catalog.ts';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.ts';

export const MEMBERS_PAGE_SIZE = 25;
export const MEMBERS_MAX_PAGE_SIZE = 100;

/** Part of a name, username or e-mail address (case-insensitive); empty lists everyone, newest first. */
export const adminMemberQuerySchema = z.object({
  q: z.string().trim().max(254).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MEMBERS_MAX_PAGE_SIZE).default(MEMBERS_PAGE_SIZE),
});
export type AdminMemberQuery = z.infer<typeof adminMemberQuerySchema>;

export const adminMemberSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  is_active: z.boolean(),
  takes_lessons: z.boolean(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  /** Null only for an account without a subscription row. */
  subscription_status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
});
export type AdminMemberSummary = z.infer<typeof adminMemberSummarySchema>;

export const adminMemberListSchema = z.object({
  /** Matches over all pages. */
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(adminMemberSummarySchema),
});
export type AdminMemberList = z.infer<typeof adminMemberListSchema>;

export const adminMemberSubscriptionSchema = z.object({
  plan: z.enum(PLAN_IDS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  provider_subscription_id: z.string().nullable(),
  start_date: z.string().nullable(),
  /** Trial end, end of the paid period, or when a complimentary subscription ends (null: open-ended). */
  end_date: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** Active without a payment provider: granted by staff or by a free signup. */
  complimentary: z.boolean(),
  /** Whether the subscription opens the course content right now. */
  grants_access: z.boolean(),
});
export type AdminMemberSubscription = z.infer<typeof adminMemberSubscriptionSchema>;

export const adminMemberDetailSchema = adminMemberSummarySchema.extend({
  bio: z.string(),
  /** The public URL of the profile photo, or null. */
  profile_image: z.string().nullable(),
  level: z.enum(LEVELS),
  language: z.enum(LANGUAGES),
  email_notifications: z.boolean(),
  street_address: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  subscription: adminMemberSubscriptionSchema.nullable(),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** The flags staff set on an account; only the ones sent change. */
export const adminMemberUpdateSchema = z
  .object({ takes_lessons: z.boolean(), is_staff: z.boolean(), is_active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminMemberUpdate = z.infer<typeof adminMemberUpdateSchema>;

/** Today in UTC as YYYY-MM-DD: end dates are calendar days and are compared as such. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

export const END_DATE_IN_FUTURE = 'The end date must be in the future.';

/**
 * A complimentary subscription: active, no payment provider. It ends at the start of `end_date` (UTC), or never
 * when `end_date` is null.
 */
export const adminComplimentarySchema = z.object({
  end_date: z.iso
    .date('Enter a date as YYYY-MM-DD.')
    .refine((day) => day > utcToday(), END_DATE_IN_FUTURE)
    .nullable(),
});
export type AdminComplimentary = z.infer<typeof adminComplimentarySchema>;

/** Ends a complimentary subscription: at once (`end_date` null) or when a future day begins (UTC). */
export const adminComplimentaryEndSchema = z.object({ end_date: adminComplimentarySchema.shape.end_date });
export type AdminComplimentaryEnd = z.infer<typeof adminComplimentaryEndSchema>;
export const NO_COMPLIMENTARY_ACCESS = 'This member has no complimentary access to end.';
