import type { AdminMemberDetail, AdminMemberSubscription, AdminMemberSummary } from '@gjs/shared';
import type { users } from '#db/schema/index.ts';
import { subscriptionGrantsAccess } from '../../accounts/index.ts';
import { profileImageUrl } from '../../profile/index.ts';
import type { MemberRow, SubscriptionRow } from './repository.ts';

type UserRow = typeof users.$inferSelect;

export function toMemberSummary(user: UserRow, status: SubscriptionRow['status'] | null): AdminMemberSummary {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_staff: user.isStaff,
    is_active: user.isActive,
    takes_lessons: user.takesLessons,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    subscription_status: status,
  };
}

export function toMemberSubscription(sub: SubscriptionRow, now = new Date()): AdminMemberSubscription {
  return {
    plan: sub.plan,
    status: sub.status,
    payment_provider: sub.paymentProvider,
    provider_subscription_id: sub.providerSubscriptionId,
    start_date: sub.startDate?.toISOString() ?? null,
    end_date: sub.endDate?.toISOString() ?? null,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    complimentary: sub.status === 'active' && sub.paymentProvider === null,
    grants_access: subscriptionGrantsAccess(sub, now),
  };
}

export function toMemberDetail(
  { user, profile, subscription }: MemberRow,
  mediaBaseUrl: string,
): AdminMemberDetail {
  return {
    ...toMemberSummary(user, subscription?.status ?? null),
    bio: profile?.bio ?? '',
    profile_image: profileImageUrl(profile?.profileImage, mediaBaseUrl),
    level: profile?.level ?? 'intermediate',
    language: profile?.language ?? 'english',
    email_notifications: profile?.emailNotifications ?? false,
    street_address: profile?.streetAddress ?? '',
    city: profile?.city ?? '',
    state: profile?.state ?? '',
    postal_code: profile?.postalCode ?? '',
    country: profile?.country ?? '',
    subscription: subscription ? toMemberSubscription(subscription) : null,
  };
}
