import { z } from 'zod';
import { COURSE_LEVELS, LANGUAGES } from '../catalog.ts';
import { CHAPTER_TYPES } from '../courses/contracts.ts';
import { videoStreamStatusSchema } from '../media/streams.ts';

/** A storage key handed out by an upload (never a URL); the server checks that it exists and fits the field. */
export const storageKeySchema = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/, 'Not a valid file reference.');

const trimmed = (max: number) => z.string().trim().min(1, 'This field is required.').max(max);

export const adminCourseInputSchema = z.object({
  name: trimmed(200),
  description: z.string().max(5000),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(LANGUAGES),
  category: trimmed(100),
  thumbnail: storageKeySchema.nullable(),
});
export type AdminCourseInput = z.infer<typeof adminCourseInputSchema>;

export const adminPublishSchema = z.object({ is_published: z.boolean() });
export type AdminPublish = z.infer<typeof adminPublishSchema>;

export const adminCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(LANGUAGES),
  category: z.string(),
  thumbnail: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  is_published: z.boolean(),
  chapter_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export const adminCourseListSchema = z.array(adminCourseSchema);

export const adminChapterInputSchema = z
  .object({
    heading: trimmed(200),
    chapter_type: z.enum(CHAPTER_TYPES),
    video: storageKeySchema.nullable(),
    pdf: storageKeySchema.nullable(),
    music_xml: storageKeySchema.nullable(),
    backing_track_id: z.number().int().positive().nullable(),
  })
  .refine((c) => c.chapter_type !== 'backingtrack' || c.backing_track_id !== null, {
    message: 'A backing-track chapter needs a backing track.',
    path: ['backing_track_id'],
  });
export type AdminChapterInput = z.infer<typeof adminChapterInputSchema>;

export const adminChapterSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  heading: z.string(),
  chapter_type: z.enum(CHAPTER_TYPES),
  video: z.string().nullable(),
  pdf: z.string().nullable(),
  music_xml: z.string().nullable(),
  backing_track_id: z.number().int().nullable(),
  backing_track_name: z.string().nullable(),
  /** Where the adaptive stream of the chapter's video stands; null without a video. */
  video_stream: videoStreamStatusSchema.nullable(),
});
export type AdminChapter = z.infer<typeof adminChapterSchema>;

export const adminCourseDetailSchema = adminCourseSchema.extend({ chapters: z.array(adminChapterSchema) });
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

/** The new order of a course's chapters: every chapter id exactly once. */
export const adminChapterOrderSchema = z.object({
  chapter_ids: z.array(z.number().int().positive()).max(500),
});
export type AdminChapterOrder = z.infer<typeof adminChapterOrderSchema>;

export const adminUpcomingCourseInputSchema = z.object({
  name: trimmed(200),
  level: z.enum(COURSE_LEVELS),
  languages: z.array(z.enum(LANGUAGES)).min(1, 'Choose at least one language.'),
  thumbnail: storageKeySchema.nullable(),
  publish_date: z.iso.datetime({ offset: true }),
});
export type AdminUpcomingCourseInput = z.infer<typeof adminUpcomingCourseInputSchema>;

export const adminUpcomingCourseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.enum(COURSE_LEVELS),
  languages: z.array(z.enum(LANGUAGES)),
  thumbnail: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  publish_date: z.string(),
});
export type AdminUpcomingCourse = z.infer<typeof adminUpcomingCourseSchema>;
export const adminUpcomingCourseListSchema = z.array(adminUpcomingCourseSchema);
