import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminStudentSearchResultSchema, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { lessonKeys } from './lesson-keys.ts';

/** Accounts to assign; the list keeps showing the last answer while the next one loads. */
export function useStudentSearch(q: string) {
  return useQuery({
    queryKey: lessonKeys.students(q),
    queryFn: async () =>
      adminStudentSearchResultSchema.parse(
        await api.call(adminEndpoints.privateLessons.searchStudents, {
          query: `q=${encodeURIComponent(q)}`,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}
