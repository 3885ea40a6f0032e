import { privateLessonFileName, type PrivateLesson } from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import type { MediaUrls } from '../media/index.ts';
import * as repo from './repository.ts';

function toSection(lesson: repo.LessonRow, section: repo.SectionRow, urls: MediaUrls) {
  return {
    id: section.id,
    order: section.position,
    text: section.text,
    // Inline, so that the player can stream it; the web names its download `{lesson}_section{order}_video.mp4`.
    video_url: urls.signed(section.video),
    pdf_url: urls.signed(section.pdf, {
      download: true,
      filename: privateLessonFileName(lesson.name, section.position, 'pdf'),
    }),
  };
}

/** Only the caller's own lessons (decision 0405); the route has already checked takes_lessons. */
export async function listOwnLessons(
  { db, mediaUrls: urls }: Deps<'db' | 'mediaUrls'>,
  userId: number,
): Promise<PrivateLesson[]> {
  const lessons = await repo.listLessonsOfStudent(db, userId);
  const sections = await repo.listSections(
    db,
    lessons.map((l) => l.id),
  );
  // The sections arrive ordered by lesson, then position: grouping keeps that order.
  const byLesson = new Map<number, repo.SectionRow[]>();
  for (const s of sections) {
    const list = byLesson.get(s.lessonId);
    if (list) list.push(s);
    else byLesson.set(s.lessonId, [s]);
  }
  return lessons.map((lesson) => ({
    id: lesson.id,
    name: lesson.name,
    sections: (byLesson.get(lesson.id) ?? []).map((s) => toSection(lesson, s, urls)),
  }));
}
