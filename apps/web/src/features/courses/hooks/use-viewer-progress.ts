import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChapterProgress, CourseProgress } from '@gjs/shared';
import { courseProgressQueryOptions, useCourseProgress } from '../api/get-course-progress.ts';
import { progressSummaryQueryOptions } from '../api/get-progress-summary.ts';
import { useSetChapterDone } from '../api/set-chapter-done.ts';
import type { ChapterProgressTracking } from './use-chapter-progress.ts';

/** A course's progress as the viewer uses it: done chapters, each chapter's saved place, and the done toggle. */
export function useViewerProgress(courseId: number) {
  const client = useQueryClient();
  const progress = useCourseProgress(courseId);
  const setDone = useSetChapterDone();
  const { queryKey } = courseProgressQueryOptions(courseId);

  const byChapter = useMemo(
    () => new Map((progress.data?.chapters ?? []).map((p) => [p.chapter_id, p])),
    [progress.data],
  );
  const doneChapters = useMemo(
    () => new Set([...byChapter.values()].filter((p) => p.done).map((p) => p.chapter_id)),
    [byChapter],
  );

  /** What the server stored replaces the chapter's entry, so a chapter the 90 % rule made done shows its tick. */
  const onSaved = (stored: ChapterProgress) => {
    client.setQueryData<CourseProgress>(queryKey, (old) =>
      old
        ? {
            ...old,
            chapters: [...old.chapters.filter((p) => p.chapter_id !== stored.chapter_id), stored],
          }
        : old,
    );
    void client.invalidateQueries({ queryKey: progressSummaryQueryOptions.queryKey, refetchType: 'none' });
  };

  // Saving starts once the saved places are known (or could not be read): a save before would overwrite them.
  const settled = progress.isSuccess || progress.isError;
  const tracking = (chapterId: number): ChapterProgressTracking | undefined =>
    settled ? { chapterId, savedPosition: byChapter.get(chapterId)?.position ?? 0, onSaved } : undefined;

  return {
    doneChapters,
    tracking,
    setDone: (chapterId: number, done: boolean) => setDone.mutate({ chapterId, done }),
    doneSaving: setDone.isPending,
  };
}
