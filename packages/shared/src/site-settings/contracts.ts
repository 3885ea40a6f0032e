import { z } from 'zod';

export { DEFAULT_MAINTENANCE_ALLOW_LIST } from './maintenance.ts';

export { DEMO_TEACHER } from './teacher.ts';

/** The home page's teacher section; null website or photo: none set. */
export const publicTeacherSchema = z.object({
  name: z.string(),
  bio: z.string(),
  website_url: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type PublicTeacher = z.infer<typeof publicTeacherSchema>;

const WEB_ADDRESS = 'Enter a web address starting with https:// (or leave it empty).';
const webAddress = z
  .string()
  .trim()
  .max(500)
  .pipe(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: WEB_ADDRESS })], { error: WEB_ADDRESS }),
  );

export const publicSiteSettingsSchema = z.object({
  registration_enabled: z.boolean(),
  maintenance_mode: z.boolean(),
  maintenance_allow_list: z.array(z.string()),
  free_signup_enabled: z.boolean(),
  /** The home page's promo video, public (marketing), or null when the owner has set none. */
  promo_video_url: z.string().nullable(),
  /** The promo video's adaptive stream (master playlist; its poster beside it), once made; null until then. */
  promo_stream_url: z.string().nullable(),
  teacher: publicTeacherSchema,
});
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/** Every setting the owner can change, with its type; the CLI and admin console parse through it. */
export const siteSettingsSchema = z.object({
  registration_enabled: z.boolean(),
  maintenance_mode: z.boolean(),
  maintenance_allow_list: z.array(z.string().startsWith('/')),
  free_signup_enabled: z.boolean(),
  business_name: z.string().max(200),
  business_street: z.string().max(200),
  business_postal_code: z.string().max(20),
  business_city: z.string().max(100),
  business_email: z.string().max(254),
  business_responsible_person: z.string().max(200),
  /** Storage key of the home page's promo video (an uploaded video); empty for none. */
  promo_video: z.string().max(500),
  teacher_name: z.string().trim().min(1, "Enter the teacher's name.").max(100),
  /** Plain text; a blank line starts a new paragraph. */
  teacher_bio: z.string().max(3000),
  /** The teacher's own site, linked from the home page; empty for no link. */
  teacher_website: webAddress,
  /** Storage key of the teacher's photo (an uploaded thumbnail); empty for the initials. */
  teacher_photo: z.string().max(500),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;
export const SITE_SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as SiteSettingKey[];

/** The provider details the imprint, terms and privacy policy show (decision 0414): public, unlike the rest. */
export const businessDetailsSchema = siteSettingsSchema.pick({
  business_name: true,
  business_street: true,
  business_postal_code: true,
  business_city: true,
  business_email: true,
  business_responsible_person: true,
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;
