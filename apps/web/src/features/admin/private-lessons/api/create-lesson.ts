import { type AdminLessonCreate, endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useCreateLesson = () =>
  useLessonMutation((input: AdminLessonCreate) =>
    detail(api.call(endpoints.admin.privateLessons.create, { body: input })),
  );
