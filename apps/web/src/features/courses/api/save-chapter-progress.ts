import { endpoints, type ChapterProgress, type ProgressSaveInput } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function saveChapterProgress(
  chapterId: number,
  body: ProgressSaveInput,
  options: { keepalive?: boolean } = {},
): Promise<ChapterProgress> {
  return api.call(endpoints.progress.save, { params: { id: chapterId }, body, ...options });
}
