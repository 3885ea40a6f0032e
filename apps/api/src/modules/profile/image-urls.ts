/**
 * Profile images are public (they sit beside every forum post), so they are served without a signature from
 * `/api/public/profile-images/<name>`. Their storage keys are `profile-images/<32 random hex>.jpg`: unguessable and
 * unrelated to the user id, and a new upload gets a new name (so the public cache can keep each file forever).
 */
export const PROFILE_IMAGE_PREFIX = 'profile-images/';
export const PROFILE_IMAGE_NAME = /^[0-9a-f]{32}\.jpg$/;

export function profileImageKey(name: string): string | undefined {
  return PROFILE_IMAGE_NAME.test(name) ? `${PROFILE_IMAGE_PREFIX}${name}` : undefined;
}

/** The public URL of a stored profile image key, or null when there is none (or the key is not a profile image). */
export function profileImageUrl(key: string | null | undefined, baseUrl = ''): string | null {
  if (!key?.startsWith(PROFILE_IMAGE_PREFIX)) return null;
  const name = key.slice(PROFILE_IMAGE_PREFIX.length);
  return PROFILE_IMAGE_NAME.test(name) ? `${baseUrl}/api/public/profile-images/${name}` : null;
}
