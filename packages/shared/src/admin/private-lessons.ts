import { z } from 'zod';
import { storageKeySchema } from './courses.ts';

const lessonName = z.string().trim().min(1, 'This field is required.').max(200);
const ids = z.array(z.number().int().positive().max(2_147_483_647)).max(500);

/** A new lesson: its name and, optionally, the students it is assigned to at once. */
export const adminLessonCreateSchema = z.object({
  name: lessonName,
  student_ids: ids.default([]),
});
export type AdminLessonCreate = z.input<typeof adminLessonCreateSchema>;

export const adminLessonUpdateSchema = z.object({ name: lessonName });
export type AdminLessonUpdate = z.infer<typeof adminLessonUpdateSchema>;

/** A section: text, and optionally a video and a PDF (storage keys handed out by uploads); at least one of them. */
export const adminLessonSectionInputSchema = z
  .object({
    text: z.string().max(20_000),
    video: storageKeySchema.nullable(),
    pdf: storageKeySchema.nullable(),
  })
  .refine((s) => s.text.trim() !== '' || s.video !== null || s.pdf !== null, {
    message: 'A section needs a text, a video or a PDF.',
    path: ['text'],
  });
export type AdminLessonSectionInput = z.infer<typeof adminLessonSectionInputSchema>;

/** The new order of a lesson's sections: every section id exactly once. */
export const adminLessonSectionOrderSchema = z.object({ section_ids: ids });
export type AdminLessonSectionOrder = z.infer<typeof adminLessonSectionOrderSchema>;

/**
 * The students a lesson is assigned to, as a whole. Assigning a student also turns their takes_lessons flag on
 * (a student sees lessons only while it is on, decision 0405); removing one leaves the flag alone.
 */
export const adminLessonStudentsSchema = z.object({ user_ids: ids });
export type AdminLessonStudents = z.infer<typeof adminLessonStudentsSchema>;

export const adminLessonStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  takes_lessons: z.boolean(),
  is_active: z.boolean(),
});
export type AdminLessonStudent = z.infer<typeof adminLessonStudentSchema>;

export const adminLessonSectionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  video: z.string().nullable(),
  pdf: z.string().nullable(),
  /** Signed URLs for the console's preview. */
  video_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
});
export type AdminLessonSection = z.infer<typeof adminLessonSectionSchema>;

export const adminLessonSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  section_count: z.number().int(),
  students: z.array(adminLessonStudentSchema),
});
export type AdminLessonSummary = z.infer<typeof adminLessonSummarySchema>;
export const adminLessonListSchema = z.array(adminLessonSummarySchema);

export const adminLessonDetailSchema = adminLessonSummarySchema.extend({
  sections: z.array(adminLessonSectionSchema),
});
export type AdminLessonDetail = z.infer<typeof adminLessonDetailSchema>;

/** Users to pick as students: part of a name, username or e-mail address. */
export const adminStudentSearchSchema = z.object({ q: z.string().trim().max(254).default('') });
export type AdminStudentSearch = z.infer<typeof adminStudentSearchSchema>;
export const adminStudentSearchResultSchema = z.array(adminLessonStudentSchema);
