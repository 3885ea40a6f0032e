import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '#lib/session/session-api.ts';

/**
 * The profile screen loads its own copy, so that a failure shows 'Failed to load profile' with Try Again
 * instead of ending the session (which the session layer does on a failed start-up load).
 */
export const profilePageQueryKey = ['profile', 'page'] as const;

export const profilePageQueryOptions = queryOptions({
  queryKey: profilePageQueryKey,
  queryFn: getProfile,
  retry: false,
  staleTime: 0,
});

export function useProfilePage() {
  return useQuery(profilePageQueryOptions);
}
