import { type AdminLessonCreate, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useCreateLesson = () =>
  useLessonMutation((input: AdminLessonCreate) =>
    detail(api.call(adminEndpoints.privateLessons.create, { body: input })),
  );
