import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, PROFILE_IMAGE_FIELD, profileImageResponseSchema, type Profile } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { sessionProfileQueryKey } from '#lib/session/profile-query.ts';
import { profilePageQueryKey } from './get-profile.ts';

/** The profile image upload, multipart with the file `profile_image`; answers the image's new URL. */
export async function uploadProfileImage(file: File): Promise<string> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file);
  return profileImageResponseSchema.parse(await api.call(endpoints.profile.uploadImage, { body: form }))
    .profile_image;
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: (profile_image) => {
      const withImage = (profile: Profile | undefined) => profile && { ...profile, profile_image };
      queryClient.setQueryData<Profile>(profilePageQueryKey, withImage);
      queryClient.setQueryData<Profile>(sessionProfileQueryKey, withImage);
    },
  });
}
