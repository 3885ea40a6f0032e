import { z } from 'zod';

/** PATCH /api/profile/image/: multipart with the file field `profile_image`; answers its public URL. */
export const PROFILE_IMAGE_FIELD = 'profile_image';
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const profileImageResponseSchema = z.object({ profile_image: z.string() });
export type ProfileImageResponse = z.infer<typeof profileImageResponseSchema>;
