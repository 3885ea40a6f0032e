import type { Profile, ProfileUpdate } from '@gjs/shared';
import type { Deps } from '../../core/module.ts';
import type { Database } from '../../db/types.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { updateContactDetails } from '../accounts/index.ts';
import * as repo from './repository.ts';
import { profileImageUrl } from './image-urls.ts';

type ProfileSource = {
  user: repo.ProfileRow['user'];
  profile: Pick<
    NonNullable<repo.ProfileRow['profile']>,
    'bio' | 'profileImage' | 'level' | 'language' | 'interfaceLanguage' | 'emailNotifications'
  > | null;
  subscription: Pick<
    NonNullable<repo.ProfileRow['subscription']>,
    'plan' | 'status' | 'paymentProvider' | 'startDate' | 'endDate'
  > | null;
};

/**
 * `profile_image` is stored as a storage key and answered as its public URL (image-urls.ts). The source is the
 * profile's own query or the account the request's authentication read.
 */
export function toProfile({ user, profile, subscription }: ProfileSource, mediaBaseUrl = ''): Profile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    date_joined: user.dateJoined.toISOString(),
    is_staff: user.isStaff,
    takes_lessons: user.takesLessons,
    bio: profile?.bio ?? '',
    profile_image: profileImageUrl(profile?.profileImage, mediaBaseUrl),
    level: profile?.level ?? 'intermediate',
    language: profile?.language ?? 'english',
    interface_language: profile?.interfaceLanguage ?? null,
    email_notifications: profile?.emailNotifications ?? true,
    subscription: subscription
      ? {
          plan: subscription.plan,
          status: subscription.status,
          payment_provider: subscription.paymentProvider,
          start_date: subscription.startDate?.toISOString() ?? null,
          end_date: subscription.endDate?.toISOString() ?? null,
        }
      : null,
  };
}

export async function getProfile(db: Database, userId: number, mediaBaseUrl = ''): Promise<Profile> {
  const row = await repo.findProfileRow(db, userId);
  if (!row) throw new NotFoundError('Profile not found.');
  return toProfile(row, mediaBaseUrl);
}

export async function updateProfile(
  { db, config }: Deps<'db' | 'config'>,
  userId: number,
  input: ProfileUpdate,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    const email = input.user?.email?.trim();
    if (email && (await repo.emailTakenByOther(tx, email, userId))) {
      throw new ValidationError('A user with that email already exists.', {
        email: ['A user with that email already exists.'],
      });
    }
    await updateContactDetails(tx, userId, {
      ...(email ? { email } : {}),
      ...(input.user?.first_name !== undefined ? { firstName: input.user.first_name } : {}),
      ...(input.user?.last_name !== undefined ? { lastName: input.user.last_name } : {}),
    });
    await repo.upsertProfile(tx, userId, {
      ...(input.level ? { level: input.level } : {}),
      ...(input.language ? { language: input.language } : {}),
      ...(input.interface_language !== undefined ? { interfaceLanguage: input.interface_language } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      ...(input.email_notifications !== undefined ? { emailNotifications: input.email_notifications } : {}),
    });
  });
  return getProfile(db, userId, config.mediaBaseUrl);
}
