import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, profileUpdateSchema, type Profile, type ProfileUpdate } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { sessionProfileQueryKey } from '#lib/session/profile-query.ts';
import { profilePageQueryKey } from './get-profile.ts';

/** PATCH /api/profile/ with the nested user payload (product 0421); answers the updated profile. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return api.call(endpoints.profile.update, { body: profileUpdateSchema.parse(update) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profilePageQueryKey, profile);
      queryClient.setQueryData(sessionProfileQueryKey, profile);
    },
  });
}
