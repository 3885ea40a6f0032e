import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import {
  forumComments,
  forumPosts,
  privateLessonSections,
  privateLessonStudents,
  privateLessons,
} from '../../db/schema/index.ts';
import { idsByUsername } from '../../modules/accounts/index.ts';
import { copyMedia } from './catalogue.ts';
import { FORUM_SEEDS, LESSON_SEEDS } from './community-content.ts';

export interface CommunityReport {
  created: string[];
  existing: number;
}

const HOUR_MS = 3600 * 1000;

async function userIds(db: Database): Promise<Map<string, number>> {
  const names = [
    ...new Set([
      ...FORUM_SEEDS.flatMap((p) => [p.author, ...p.comments.map((c) => c.author)]),
      ...LESSON_SEEDS.map((l) => l.student),
    ]),
  ];
  return idsByUsername(db, names);
}

async function seedForum(db: Database, ids: Map<string, number>, now: Date, report: CommunityReport) {
  for (const seed of FORUM_SEEDS) {
    const authorId = ids.get(seed.author);
    if (authorId === undefined) continue;
    const [found] = await db
      .select({ id: forumPosts.id })
      .from(forumPosts)
      .where(and(eq(forumPosts.authorId, authorId), eq(forumPosts.subject, seed.subject)));
    if (found) {
      report.existing++;
      continue;
    }
    const createdAt = new Date(now.getTime() - seed.daysAgo * 24 * HOUR_MS);
    await db.transaction(async (tx) => {
      const [post] = await tx
        .insert(forumPosts)
        .values({
          authorId,
          subject: seed.subject,
          content: seed.content,
          category: seed.category,
          createdAt,
        })
        .returning({ id: forumPosts.id });
      const comments = seed.comments.filter((c) => ids.has(c.author));
      if (!comments.length) return;
      await tx.insert(forumComments).values(
        comments.map((c) => ({
          postId: post!.id,
          authorId: ids.get(c.author)!,
          content: c.content,
          createdAt: new Date(createdAt.getTime() + c.hoursLater * HOUR_MS),
        })),
      );
    });
    report.created.push(`forum post '${seed.subject}'`);
  }
}

async function seedLessons(
  db: Database,
  storage: Storage,
  ids: Map<string, number>,
  report: CommunityReport,
) {
  for (const seed of LESSON_SEEDS) {
    const sections: Omit<typeof privateLessonSections.$inferInsert, 'lessonId'>[] = [];
    for (const [position, s] of seed.sections.entries()) {
      sections.push({
        position: position + 1,
        text: s.text,
        video: s.video ? await copyMedia(storage, s.video) : null,
        pdf: s.pdf ? await copyMedia(storage, s.pdf) : null,
      });
    }
    const [found] = await db
      .select({ id: privateLessons.id })
      .from(privateLessons)
      .where(eq(privateLessons.name, seed.name));
    let lessonId = found?.id;
    if (lessonId === undefined) {
      lessonId = await db.transaction(async (tx) => {
        const [lesson] = await tx
          .insert(privateLessons)
          .values({ name: seed.name })
          .returning({ id: privateLessons.id });
        await tx.insert(privateLessonSections).values(sections.map((s) => ({ ...s, lessonId: lesson!.id })));
        return lesson!.id;
      });
      report.created.push(`private lesson '${seed.name}'`);
    } else report.existing++;
    const studentId = ids.get(seed.student);
    if (studentId !== undefined) {
      await db.insert(privateLessonStudents).values({ lessonId, userId: studentId }).onConflictDoNothing();
    }
  }
}

/**
 * Demo forum threads and private lessons. Idempotent: posts match by author and subject, lessons by name; what
 * exists is left alone (comments included), and lesson files missing from storage are copied again.
 */
export async function seedCommunity(
  db: Database,
  storage: Storage,
  now = new Date(),
): Promise<CommunityReport> {
  const report: CommunityReport = { created: [], existing: 0 };
  const ids = await userIds(db);
  await seedForum(db, ids, now, report);
  await seedLessons(db, storage, ids, report);
  return report;
}
