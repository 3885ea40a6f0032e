import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useDeleteSection = () =>
  useLessonMutation(({ lessonId, sectionId }: { lessonId: number; sectionId: number }) =>
    detail(api.call(adminEndpoints.privateLessons.removeSection, { params: { id: lessonId, sectionId } })),
  );
