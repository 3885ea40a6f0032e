import { endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useDeleteSection = () =>
  useLessonMutation(({ lessonId, sectionId }: { lessonId: number; sectionId: number }) =>
    detail(api.call(endpoints.admin.privateLessons.removeSection, { params: { id: lessonId, sectionId } })),
  );
