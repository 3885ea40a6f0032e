import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The member's practice summary (decision 0630): this week, the streak, 12 weeks and the most practised items. */
export const practiceLogQueryOptions = queryOptions({
  queryKey: ['practice', 'log'],
  queryFn: () => api.call(endpoints.practice.log),
  retry: false,
});

export function usePracticeLog() {
  return useQuery(practiceLogQueryOptions);
}

export function useDeletePracticeLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(endpoints.practice.deleteLog),
    onSettled: () => client.invalidateQueries({ queryKey: practiceLogQueryOptions.queryKey }),
  });
}
