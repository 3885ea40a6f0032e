import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Stats, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

export async function getStats(from: string, to: string): Promise<Stats> {
  const query = new URLSearchParams({ from, to });
  return api.call(adminEndpoints.stats.get, { query });
}

export const statsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: adminKeys.stats(from, to),
    queryFn: () => getStats(from, to),
    placeholderData: keepPreviousData,
  });

/** `enabled` false while the chosen range is not one the server accepts (the form says why). */
export function useStats(from: string, to: string, enabled = true) {
  return useQuery({ ...statsQueryOptions(from, to), enabled });
}
