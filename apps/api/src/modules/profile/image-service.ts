import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ProfileImageResponse } from '@gjs/shared';
import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { AppError, ValidationError } from '../../lib/errors.ts';
import { toAvatarJpeg, UnacceptableImageError } from './image-processing.ts';
import { PROFILE_IMAGE_PREFIX, profileImageUrl } from './image-urls.ts';
import { replaceProfileImage } from './image-repository.ts';

export const NOT_AN_IMAGE = 'Upload a JPEG, PNG, WebP or GIF image.';
export const IMAGE_TOO_LARGE = 'The image must be at most 5 MB.';
export const IMAGE_MISSING = 'Send the image as multipart form data in the field profile_image.';

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

/**
 * Re-encodes the upload (image-processing.ts), stores it under a new random name, points the profile at it and only
 * then deletes the previous file: a failure at any step leaves the old image in place.
 */
export async function setProfileImage(
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger; mediaBaseUrl: string },
  userId: number,
  upload: Buffer,
): Promise<ProfileImageResponse> {
  let jpeg: Buffer;
  try {
    jpeg = await toAvatarJpeg(upload);
  } catch (error) {
    if (error instanceof UnacceptableImageError) {
      deps.log.info({ reason: error.message, userId }, 'profile image refused');
      throw new ValidationError(NOT_AN_IMAGE);
    }
    throw error;
  }
  const key = `${PROFILE_IMAGE_PREFIX}${crypto.randomBytes(16).toString('hex')}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  let previous: string | null;
  try {
    previous = await replaceProfileImage(deps.db, userId, key);
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
  if (previous && previous !== key) {
    await deps.storage
      .delete(previous)
      .catch((err: unknown) => deps.log.warn({ err, key: previous }, 'old profile image not deleted'));
  }
  return { profile_image: profileImageUrl(key, deps.mediaBaseUrl)! };
}
