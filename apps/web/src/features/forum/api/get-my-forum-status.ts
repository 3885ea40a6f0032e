import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type ForumMine } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/** Whether the signed-in user has authored a post (decision 0410: asked, not computed from every post). */
export async function getMyForumStatus(): Promise<ForumMine> {
  return api.call(endpoints.forum.mine);
}

export const myForumStatusQueryKey = ['forum', 'mine'] as const;

export function myForumStatusQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...myForumStatusQueryKey, userId],
    queryFn: getMyForumStatus,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useMyForumStatus(userId: number | undefined, enabled: boolean) {
  return useQuery({ ...myForumStatusQueryOptions(userId ?? 0), enabled: enabled && userId !== undefined });
}
