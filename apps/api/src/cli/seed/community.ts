import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { idsByUsername } from '../../modules/accounts/index.ts';
import * as lessons from '../../modules/admin/index.ts';
import * as forum from '../../modules/forum/index.ts';
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
    if (await forum.findPostByAuthorAndSubject(db, authorId, seed.subject)) {
      report.existing++;
      continue;
    }
    const createdAt = new Date(now.getTime() - seed.daysAgo * 24 * HOUR_MS);
    await db.transaction(async (tx) => {
      const { subject, content, category } = seed;
      const post = await forum.insertPost(tx, { authorId, subject, content, category, createdAt });
      for (const c of seed.comments) {
        const commenterId = ids.get(c.author);
        if (commenterId === undefined) continue;
        await forum.insertComment(tx, {
          postId: post.id,
          authorId: commenterId,
          content: c.content,
          createdAt: new Date(createdAt.getTime() + c.hoursLater * HOUR_MS),
        });
      }
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
    const sections: { text: string; video: string | null; pdf: string | null }[] = [];
    for (const s of seed.sections) {
      sections.push({
        text: s.text,
        video: s.video ? await copyMedia(storage, s.video) : null,
        pdf: s.pdf ? await copyMedia(storage, s.pdf) : null,
      });
    }
    let lessonId = (await lessons.findLessonByName(db, seed.name))?.id;
    if (lessonId === undefined) {
      lessonId = await db.transaction(async (tx) => {
        const lesson = await lessons.insertLesson(tx, seed.name);
        for (const section of sections) await lessons.insertSection(tx, lesson.id, section);
        return lesson.id;
      });
      report.created.push(`private lesson '${seed.name}'`);
    } else report.existing++;
    const studentId = ids.get(seed.student);
    if (studentId !== undefined) await lessons.addStudents(db, lessonId, [studentId]);
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
