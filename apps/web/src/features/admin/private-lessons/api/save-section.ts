import { type AdminLessonSectionInput, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useSaveSection = () =>
  useLessonMutation(
    ({
      lessonId,
      sectionId,
      input,
    }: {
      lessonId: number;
      sectionId?: number;
      input: AdminLessonSectionInput;
    }) =>
      detail(
        sectionId
          ? api.call(adminEndpoints.privateLessons.updateSection, {
              params: { id: lessonId, sectionId },
              body: input,
            })
          : api.call(adminEndpoints.privateLessons.createSection, { params: { id: lessonId }, body: input }),
      ),
  );
