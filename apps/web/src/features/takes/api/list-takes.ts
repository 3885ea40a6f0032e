import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type TakeList } from '@gjs/shared';
import { PROCESSING_POLL_MS, takeProcessing } from '#components/take-view/take-processing.ts';
import { api } from '#lib/api-client.ts';

export const takesKey = ['takes'] as const;

/** The student's own takes with the remarks, answers and replies (docs/decisions/0632-takes.md). */
export const takesQueryOptions = queryOptions({
  queryKey: takesKey,
  queryFn: (): Promise<TakeList> => api.call(endpoints.takes.list),
  // A recording being made web-playable is ready within seconds: asked again until it is (decision 0632).
  refetchInterval: (query) => (query.state.data?.takes.some(takeProcessing) ? PROCESSING_POLL_MS : false),
});

export function useTakes() {
  return useQuery(takesQueryOptions);
}
