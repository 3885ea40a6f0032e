import { z } from 'zod';

/**
 * Media URLs are short-lived signed URLs (decision 0406): the video plays inline, the PDF downloads as
 * `{lesson name}_section{order}_pdf.pdf`. The web names the video download `{lesson name}_section{order}_video.mp4`.
 */
export const privateLessonSectionSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  text: z.string(),
  video_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type PrivateLessonSection = z.infer<typeof privateLessonSectionSchema>;

/** Sections in their order. */
export const privateLessonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sections: z.array(privateLessonSectionSchema),
});
export type PrivateLesson = z.infer<typeof privateLessonSchema>;
export const privateLessonListSchema = z.array(privateLessonSchema);

/** Errors of GET /api/private-lessons/ read `error` (product 0424). */
export const privateLessonErrorSchema = z.object({ error: z.string() }).loose();
export type PrivateLessonError = z.infer<typeof privateLessonErrorSchema>;
export const PRIVATE_LESSONS_FORBIDDEN = 'You do not have access to private lessons.';

export function privateLessonFileName(lessonName: string, order: number, kind: 'video' | 'pdf'): string {
  return `${lessonName}_section${order}_${kind}.${kind === 'video' ? 'mp4' : 'pdf'}`;
}
