import { useQuery } from '@tanstack/react-query';
import { type AdminTakeList, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export const adminTakesKeys = {
  all: ['admin', 'takes'] as const,
  take: (id: number) => ['admin', 'takes', 'detail', id] as const,
};

/** Takes, unread first, with the unread count the console's tab shows; fetched again every minute. */
export function useAdminTakes() {
  return useQuery({
    queryKey: adminTakesKeys.all,
    queryFn: (): Promise<AdminTakeList> => api.call(adminEndpoints.takes.list),
    refetchInterval: 60_000,
  });
}
