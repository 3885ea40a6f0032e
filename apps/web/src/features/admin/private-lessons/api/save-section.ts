import { type AdminLessonSectionInput, endpoints } from '@gjs/shared';
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
          ? api.call(endpoints.admin.privateLessons.updateSection, {
              params: { id: lessonId, sectionId },
              body: input,
            })
          : api.call(endpoints.admin.privateLessons.createSection, { params: { id: lessonId }, body: input }),
      ),
  );
