import { useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { lessonKeys, detail } from './lesson-keys.ts';

export function useAdminLesson(id: number) {
  return useQuery({
    queryKey: lessonKeys.lesson(id),
    queryFn: () => detail(api.call(adminEndpoints.privateLessons.get, { params: { id } })),
  });
}
