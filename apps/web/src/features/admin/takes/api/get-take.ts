import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Take, adminEndpoints } from '@gjs/shared';
import { PROCESSING_POLL_MS, takeProcessing } from '#components/take-view/take-processing.ts';
import { api } from '#lib/api-client.ts';
import { adminTakesKeys } from './list-takes.ts';

/** One take; opening it marks it read, so the list's unread count is fetched again. */
export function useAdminTake(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: adminTakesKeys.take(id),
    queryFn: async (): Promise<Take> => {
      const take = await api.call(adminEndpoints.takes.get, { params: { id } });
      void client.invalidateQueries({ queryKey: adminTakesKeys.all, exact: true });
      return take;
    },
    // A recording being made web-playable is ready within seconds: asked again until it is (decision 0632).
    refetchInterval: (query) =>
      query.state.data && takeProcessing(query.state.data) ? PROCESSING_POLL_MS : false,
  });
}
