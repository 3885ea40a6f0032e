import { z } from 'zod';
import { FORUM_CATEGORIES } from '../forum/contracts.ts';
import { practiceLogEntrySchema, trackSettingsSchema } from '../practice/contracts.ts';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '../plans.ts';

const when = z.string();

export const memberDataSchema = z.object({
  exported_at: when,
  account: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    date_joined: when,
    last_login: when.nullable(),
    takes_lessons: z.boolean(),
  }),
  profile: z.object({
    bio: z.string(),
    level: z.string(),
    language: z.string(),
    interface_language: z.string().nullable(),
    email_notifications: z.boolean(),
    has_profile_image: z.boolean(),
    street_address: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  subscription: z
    .object({
      plan: z.enum(PLAN_IDS).nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      payment_provider: z.enum(PAYMENT_PROVIDERS).nullable(),
      start_date: when.nullable(),
      end_date: when.nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  forum_posts: z.array(
    z.object({
      id: z.number().int(),
      subject: z.string(),
      content: z.string(),
      category: z.enum(FORUM_CATEGORIES),
      created_at: when,
    }),
  ),
  forum_comments: z.array(
    z.object({
      id: z.number().int(),
      post_id: z.number().int(),
      post_subject: z.string(),
      content: z.string(),
      created_at: when,
    }),
  ),
  course_progress: z.array(
    z.object({
      course: z.string(),
      chapter: z.string(),
      position: z.number(),
      played: z.number(),
      done_at: when.nullable(),
      updated_at: when,
    }),
  ),
  practice_settings: z.object({
    tracks: z.array(trackSettingsSchema.extend({ track: z.string(), updated_at: when })),
    courses: z.array(z.object({ course: z.string(), video_rate: z.number(), updated_at: when })),
  }),
  practice_log: z.array(practiceLogEntrySchema),
  /** The files come as signed links, valid for a while (decision 0406). */
  takes: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      note: z.string(),
      state: z.string(),
      created_at: when,
      answered_at: when.nullable(),
      track: z.string().nullable(),
      played_tempo: z.number().nullable(),
      played_key: z.string().nullable(),
      offset_ms: z.number().int(),
      recording_url: z.string(),
      answer_url: z.string().nullable(),
      remarks: z.array(
        z.object({
          time_ms: z.number().int(),
          bar: z.number().int().nullable(),
          chorus: z.number().int().nullable(),
          text: z.string(),
          created_at: when,
        }),
      ),
      replies: z.array(z.object({ from_teacher: z.boolean(), text: z.string(), created_at: when })),
    }),
  ),
});
export type MemberData = z.infer<typeof memberDataSchema>;
