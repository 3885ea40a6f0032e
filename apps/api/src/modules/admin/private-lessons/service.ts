import type {
  AdminLessonCreate,
  AdminLessonDetail,
  AdminLessonSection,
  AdminLessonSectionInput,
  AdminLessonSectionOrder,
  AdminLessonStudent,
  AdminLessonStudents,
  AdminLessonSummary,
  AdminLessonUpdate,
  AdminStudentSearch,
} from '@gjs/shared';
import { NotFoundError, ValidationError, foundOr } from '#lib/errors.ts';
import type { DbOrTx } from '#db/types.ts';
import { enableLessons } from '../../accounts/index.ts';
import type { MediaUrls } from '../../media/index.ts';
import { auditedWrite } from '../audit/audited-write.ts';
import type { AdminContext, AdminReadContext } from '../context.ts';
import { assertCompleteOrder } from '../ordered-items/complete-order.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import * as repo from './repository.ts';

export const LESSON_NOT_FOUND = 'Private lesson not found';
export const SECTION_NOT_FOUND = 'Section not found';
export const UNKNOWN_STUDENTS = 'No such user.';

const toStudent = (s: repo.StudentRow): AdminLessonStudent => ({
  id: s.id,
  username: s.username,
  first_name: s.firstName,
  last_name: s.lastName,
  email: s.email,
  takes_lessons: s.takesLessons,
  is_active: s.isActive,
});

const toSection = (s: repo.SectionRow, urls: MediaUrls): AdminLessonSection => ({
  id: s.id,
  position: s.position,
  text: s.text,
  video: s.video,
  pdf: s.pdf,
  video_url: urls.signed(s.video),
  pdf_url: urls.signed(s.pdf),
});

const toSummary = (
  l: repo.LessonRow,
  sectionCount: number,
  students: Awaited<ReturnType<typeof repo.listStudents>>,
): AdminLessonSummary => ({
  id: l.id,
  name: l.name,
  created_at: l.createdAt.toISOString(),
  section_count: sectionCount,
  students: students.filter((s) => s.lessonId === l.id).map(toStudent),
});

async function summaries(db: DbOrTx, lessons: repo.LessonRow[]): Promise<AdminLessonSummary[]> {
  const ids = lessons.map((l) => l.id);
  const [counts, students] = await Promise.all([repo.sectionCounts(db, ids), repo.listStudents(db, ids)]);
  return lessons.map((l) => toSummary(l, counts.get(l.id) ?? 0, students));
}

export async function listLessons(ctx: AdminContext): Promise<AdminLessonSummary[]> {
  return summaries(ctx.db, await repo.listLessons(ctx.db));
}

async function requireLesson(ctx: Pick<AdminReadContext, 'db'>, id: number) {
  const lesson = await repo.findLesson(ctx.db, id);
  if (!lesson) throw new NotFoundError(LESSON_NOT_FOUND);
  return lesson;
}

export async function getLesson(ctx: AdminReadContext, id: number): Promise<AdminLessonDetail> {
  const lesson = await requireLesson(ctx, id);
  // The sections are read anyway: their number needs no count query.
  const [students, sections] = await Promise.all([
    repo.listStudents(ctx.db, [id]),
    repo.listSections(ctx.db, id),
  ]);
  return {
    ...toSummary(lesson, sections.length, students),
    sections: sections.map((s) => toSection(s, ctx.mediaUrls)),
  };
}

/** Every id must name an account; duplicates collapse. */
async function requireUsers(ctx: AdminContext, field: string, ids: number[]) {
  const unique = [...new Set(ids)];
  const found = await repo.existingUserIds(ctx.db, unique);
  if (found.length !== unique.length) {
    throw new ValidationError(`${field}: ${UNKNOWN_STUDENTS}`, { errors: { [field]: [UNKNOWN_STUDENTS] } });
  }
  return found.sort((a, b) => a.username.localeCompare(b.username));
}

/**
 * Assigns students and turns on takes_lessons for those who had it off: a student sees lessons only while the
 * flag is on (decision 0405), and assigning a lesson says that they take lessons. The audit names whose flag changed.
 */
async function assign(
  tx: DbOrTx,
  lessonId: number,
  students: Awaited<ReturnType<typeof repo.existingUserIds>>,
) {
  await repo.addStudents(
    tx,
    lessonId,
    students.map((s) => s.id),
  );
  const enabled = students.filter((s) => !s.takesLessons);
  await enableLessons(
    tx,
    enabled.map((s) => s.id),
  );
  return enabled.map((s) => s.username);
}

export async function createLesson(ctx: AdminContext, input: AdminLessonCreate): Promise<AdminLessonDetail> {
  const students = await requireUsers(ctx, 'student_ids', input.student_ids ?? []);
  return auditedWrite(
    ctx,
    async (tx) => {
      const lesson = await repo.insertLesson(tx, input.name);
      return { lesson, enabled: await assign(tx, lesson.id, students) };
    },
    ({ lesson, enabled }) => ({
      action: 'private_lesson.create',
      targetType: 'private_lesson',
      targetId: lesson.id,
      details: {
        name: lesson.name,
        students: students.map((s) => s.username),
        takes_lessons_enabled: enabled,
      },
    }),
    (tx, { lesson }) => getLesson({ ...ctx, db: tx }, lesson.id),
  );
}

export async function updateLesson(
  ctx: AdminContext,
  id: number,
  input: AdminLessonUpdate,
): Promise<AdminLessonDetail> {
  const current = await requireLesson(ctx, id);
  await auditedWrite(
    ctx,
    (tx) => repo.renameLesson(tx, id, input.name),
    () => ({
      action: 'private_lesson.update',
      targetType: 'private_lesson',
      targetId: id,
      details: { name: input.name, previous_name: current.name },
    }),
  );
  return getLesson(ctx, id);
}

export async function deleteLesson(ctx: AdminContext, id: number): Promise<void> {
  await auditedWrite(
    ctx,
    async (tx) => foundOr(await repo.deleteLesson(tx, id), LESSON_NOT_FOUND),
    (deleted) => ({
      action: 'private_lesson.delete',
      targetType: 'private_lesson',
      targetId: id,
      details: { name: deleted.name },
    }),
  );
}

/** Sets the lesson's students as a whole: the audit names who was added and who removed. */
export async function setStudents(
  ctx: AdminContext,
  id: number,
  input: AdminLessonStudents,
): Promise<AdminLessonDetail> {
  await requireLesson(ctx, id);
  const students = await requireUsers(ctx, 'user_ids', input.user_ids);
  const current = await repo.listStudents(ctx.db, [id]);
  const wanted = new Set(students.map((s) => s.id));
  const added = students.filter((s) => !current.some((c) => c.id === s.id));
  const removed = current.filter((c) => !wanted.has(c.id));
  await auditedWrite(
    ctx,
    async (tx) => {
      await repo.removeStudents(
        tx,
        id,
        removed.map((s) => s.id),
      );
      // Students kept also get the flag back on: the lesson is assigned to them.
      return assign(tx, id, students);
    },
    (enabled) => ({
      action: 'private_lesson.students',
      targetType: 'private_lesson',
      targetId: id,
      details: {
        added: added.map((s) => s.username),
        removed: removed.map((s) => s.username),
        takes_lessons_enabled: enabled,
      },
    }),
  );
  return getLesson(ctx, id);
}

async function checkSection(ctx: AdminContext, input: AdminLessonSectionInput, current?: repo.SectionRow) {
  await assertUploadedKey(ctx.storage, 'video', 'video', input.video, current?.video);
  await assertUploadedKey(ctx.storage, 'pdf', 'pdf', input.pdf, current?.pdf);
}

const sectionValues = (input: AdminLessonSectionInput): repo.SectionValues => ({
  text: input.text,
  video: input.video,
  pdf: input.pdf,
});

const sectionSummary = (input: AdminLessonSectionInput) => ({
  text: input.text.length > 80 ? `${input.text.slice(0, 80)}…` : input.text,
  video: input.video,
  pdf: input.pdf,
});

async function requireSection(ctx: AdminContext, lessonId: number, sectionId: number) {
  await requireLesson(ctx, lessonId);
  const section = await repo.findSection(ctx.db, lessonId, sectionId);
  if (!section) throw new NotFoundError(SECTION_NOT_FOUND);
  return section;
}

export async function createSection(
  ctx: AdminContext,
  lessonId: number,
  input: AdminLessonSectionInput,
): Promise<AdminLessonDetail> {
  await requireLesson(ctx, lessonId);
  await checkSection(ctx, input);
  return auditedWrite(
    ctx,
    (tx) => repo.insertSection(tx, lessonId, sectionValues(input)),
    (row) => ({
      action: 'private_lesson_section.create',
      targetType: 'private_lesson_section',
      targetId: row.id,
      details: { lesson_id: lessonId, position: row.position, ...sectionSummary(input) },
    }),
    (tx) => getLesson({ ...ctx, db: tx }, lessonId),
  );
}

export async function updateSection(
  ctx: AdminContext,
  lessonId: number,
  sectionId: number,
  input: AdminLessonSectionInput,
): Promise<AdminLessonDetail> {
  const current = await requireSection(ctx, lessonId, sectionId);
  await checkSection(ctx, input, current);
  await auditedWrite(
    ctx,
    (tx) => repo.updateSection(tx, sectionId, sectionValues(input)),
    () => ({
      action: 'private_lesson_section.update',
      targetType: 'private_lesson_section',
      targetId: sectionId,
      details: { lesson_id: lessonId, ...sectionSummary(input) },
    }),
  );
  return getLesson(ctx, lessonId);
}

/** The sections after it move up, so that the students' numbering stays 1..n. */
export async function deleteSection(
  ctx: AdminContext,
  lessonId: number,
  sectionId: number,
): Promise<AdminLessonDetail> {
  const current = await requireSection(ctx, lessonId, sectionId);
  await auditedWrite(
    ctx,
    async (tx) => {
      await repo.deleteSection(tx, sectionId);
      const rest = await repo.listSections(tx, lessonId);
      await repo.setSectionPositions(
        tx,
        rest.map((s) => s.id),
      );
    },
    () => ({
      action: 'private_lesson_section.delete',
      targetType: 'private_lesson_section',
      targetId: sectionId,
      details: { lesson_id: lessonId, position: current.position },
    }),
  );
  return getLesson(ctx, lessonId);
}

export async function reorderSections(
  ctx: AdminContext,
  lessonId: number,
  { section_ids }: AdminLessonSectionOrder,
): Promise<AdminLessonDetail> {
  await requireLesson(ctx, lessonId);
  const existing = (await repo.listSections(ctx.db, lessonId)).map((s) => s.id);
  assertCompleteOrder(section_ids, existing, 'The order must list every section of the lesson exactly once.');
  await auditedWrite(
    ctx,
    (tx) => repo.setSectionPositions(tx, section_ids),
    () => ({
      action: 'private_lesson_section.reorder',
      targetType: 'private_lesson',
      targetId: lessonId,
      details: { section_ids },
    }),
  );
  return getLesson(ctx, lessonId);
}

export async function searchStudents(
  ctx: AdminContext,
  { q }: AdminStudentSearch,
): Promise<AdminLessonStudent[]> {
  return (await repo.searchUsers(ctx.db, q)).map(toStudent);
}
