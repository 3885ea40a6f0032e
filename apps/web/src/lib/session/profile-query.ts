import { queryOptions } from '@tanstack/react-query';
import { setStaffSession } from '../maintenance.ts';
import { getProfile } from './session-api.ts';

/** The signed-in user's profile; a profile mutation updates or invalidates this key. */
export const sessionProfileQueryKey = ['session', 'profile'] as const;

export const sessionProfileQueryOptions = queryOptions({
  queryKey: sessionProfileQueryKey,
  queryFn: async () => {
    // A 401 has already been through the client's one refresh and replay; the provider ends the session on
    // any failure that is left.
    const profile = await getProfile();
    setStaffSession(profile.is_staff);
    return profile;
  },
  staleTime: Infinity,
  retry: false,
});
