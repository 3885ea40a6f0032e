import { useQuery } from '@tanstack/react-query';
import { adminLessonListSchema, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { lessonKeys } from './lesson-keys.ts';

export function useAdminLessons() {
  return useQuery({
    queryKey: lessonKeys.list,
    queryFn: async () => adminLessonListSchema.parse(await api.call(adminEndpoints.privateLessons.list)),
  });
}
