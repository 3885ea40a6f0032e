import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type TakeList } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export const takesKey = ['takes'] as const;

/** The student's own takes with the remarks, answers and replies (docs/decisions/0632-takes.md). */
export const takesQueryOptions = queryOptions({
  queryKey: takesKey,
  queryFn: (): Promise<TakeList> => api.call(endpoints.takes.list),
});

export function useTakes() {
  return useQuery(takesQueryOptions);
}
