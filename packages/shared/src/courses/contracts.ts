import { z } from 'zod';
import { COURSE_LEVELS, LANGUAGES } from '../catalog.ts';
import { backingTrackDataSchema } from '../backing-tracks/contracts.ts';
import { videoStreamSchema } from '../media/streams.ts';
import { chapterScoreSchema } from './score-sync.ts';

export const CHAPTER_TYPES = ['video', 'backingtrack'] as const;
export type ChapterType = (typeof CHAPTER_TYPES)[number];

/** Media URLs are short-lived signed URLs (decision 0406); null where the chapter has no such file. */
export const chapterSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  chapter_type: z.string(),
  /** The original file, only while the video has no stream yet; once it has, null (the stream is what plays). */
  video_url: z.string().nullable(),
  stream: videoStreamSchema.nullable(),
  pdf_url: z.string().nullable(),
  music_xml_url: z.string().nullable(),
  backing_track_data: backingTrackDataSchema.nullable(),
  /** The score to draw in the viewer, with its sync points (decision 0631); null without a score file. */
  score: chapterScoreSchema.nullable().optional(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const courseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  level: z.enum(COURSE_LEVELS),
  display_level: z.string(),
  language: z.enum(LANGUAGES),
  category: z.string(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;
export const courseListSchema = z.array(courseSummarySchema);

export const courseDetailSchema = courseSummarySchema.extend({ chapters: z.array(chapterSchema) });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const upcomingCourseSchema = z.object({
  name: z.string(),
  level: z.enum(COURSE_LEVELS),
  languages: z.array(z.enum(LANGUAGES)),
  thumbnail_url: z.string().nullable(),
  publish_date: z.string(),
});
export type UpcomingCourse = z.infer<typeof upcomingCourseSchema>;
export const upcomingCourseListSchema = z.array(upcomingCourseSchema);

export { displayLevel } from '../catalog.ts';
