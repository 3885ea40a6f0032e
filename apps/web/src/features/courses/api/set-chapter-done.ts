import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ChapterProgress } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function setChapterDone(chapterId: number, done: boolean): Promise<ChapterProgress> {
  return api.call(endpoints.progress.setDone, { params: { id: chapterId }, body: { done } });
}

/** Marks or unmarks a chapter done, then refreshes the course's progress and the summary. */
export function useSetChapterDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ chapterId, done }: { chapterId: number; done: boolean }) =>
      setChapterDone(chapterId, done),
    onSettled: () => client.invalidateQueries({ queryKey: ['progress'] }),
  });
}
