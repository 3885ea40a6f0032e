import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { detail, useLessonMutation } from './lesson-keys.ts';

export const useSetStudents = () =>
  useLessonMutation(({ id, userIds }: { id: number; userIds: number[] }) =>
    detail(
      api.call(adminEndpoints.privateLessons.setStudents, { params: { id }, body: { user_ids: userIds } }),
    ),
  );
