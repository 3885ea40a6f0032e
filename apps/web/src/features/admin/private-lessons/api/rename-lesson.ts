import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useRenameLesson = () =>
  useLessonMutation(({ id, name }: { id: number; name: string }) =>
    detail(api.call(adminEndpoints.privateLessons.update, { params: { id }, body: { name } })),
  );
