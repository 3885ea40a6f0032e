import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ProgressSummaryItem } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** The member's own course progress (docs/decisions/0600-course-progress.md); members only, so never for visitors. */
export async function getProgressSummary(): Promise<ProgressSummaryItem[]> {
  return api.call(endpoints.progress.summary);
}

export const progressSummaryQueryOptions = queryOptions({
  queryKey: ['progress', 'summary'],
  queryFn: getProgressSummary,
});

export function useProgressSummary(options: { enabled?: boolean } = {}) {
  return useQuery({ ...progressSummaryQueryOptions, enabled: options.enabled ?? true });
}
