import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUpcomingCourseSchema,
  type AdminUpcomingCourse,
  type AdminUpcomingCourseInput,
  adminEndpoints,
} from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function saveUpcoming({
  id,
  input,
}: {
  id?: number;
  input: AdminUpcomingCourseInput;
}): Promise<AdminUpcomingCourse> {
  const answer = id
    ? await api.call(adminEndpoints.courses.updateUpcoming, { params: { id }, body: input })
    : await api.call(adminEndpoints.courses.createUpcoming, { body: input });
  return adminUpcomingCourseSchema.parse(answer);
}

export function useSaveUpcoming() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUpcoming,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['courses', 'upcoming'] });
      return queryClient.invalidateQueries({ queryKey: adminKeys.upcoming });
    },
  });
}
