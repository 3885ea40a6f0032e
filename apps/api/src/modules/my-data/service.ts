import type { MemberData } from '@gjs/shared';
import type { Database } from '../../db/types.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { MediaUrls } from '../media/index.ts';
import { toTrackSettings } from '../practice/index.ts';
import { takesOfMember } from '../takes/index.ts';
import * as repo from './repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything the school keeps about one member (docs/decisions/0620-download-my-data.md), read in one transaction
 * so the sections agree with each other.
 */
export async function memberData(
  db: Database,
  urls: MediaUrls,
  userId: number,
  now = new Date(),
): Promise<MemberData> {
  return db.transaction(async (tx) => {
    const account = await repo.accountOf(tx, userId);
    if (!account) throw new NotFoundError('User not found.');
    const [posts, comments, progress, tracks, coursesSettings, log, takes] = await Promise.all([
      repo.postsOf(tx, userId),
      repo.commentsOf(tx, userId),
      repo.progressOf(tx, userId),
      repo.trackSettingsOf(tx, userId),
      repo.courseSettingsOf(tx, userId),
      repo.practiceLogOf(tx, userId),
      takesOfMember(tx, urls, userId),
    ]);
    return {
      exported_at: now.toISOString(),
      account: {
        id: account.id,
        username: account.username,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
        date_joined: account.dateJoined.toISOString(),
        last_login: iso(account.lastLogin),
        takes_lessons: account.takesLessons,
      },
      profile: {
        bio: account.bio ?? '',
        level: account.level ?? 'intermediate',
        language: account.language ?? 'english',
        interface_language: account.interfaceLanguage ?? null,
        email_notifications: account.emailNotifications ?? true,
        has_profile_image: Boolean(account.profileImage),
        street_address: account.streetAddress ?? '',
        city: account.city ?? '',
        state: account.state ?? '',
        postal_code: account.postalCode ?? '',
        country: account.country ?? '',
      },
      subscription: account.status
        ? {
            plan: account.plan,
            status: account.status,
            payment_provider: account.paymentProvider,
            start_date: iso(account.startDate),
            end_date: iso(account.endDate),
            cancel_at_period_end: account.cancelAtPeriodEnd ?? false,
          }
        : null,
      forum_posts: posts.map((p) => ({
        id: p.id,
        subject: p.subject,
        content: p.content,
        category: p.category,
        created_at: p.createdAt.toISOString(),
      })),
      forum_comments: comments.map((c) => ({
        id: c.id,
        post_id: c.postId,
        post_subject: c.postSubject,
        content: c.content,
        created_at: c.createdAt.toISOString(),
      })),
      course_progress: progress.map((p) => ({
        course: p.course,
        chapter: p.chapter,
        position: p.position,
        played: p.played,
        done_at: iso(p.doneAt),
        updated_at: p.updatedAt.toISOString(),
      })),
      practice_settings: {
        tracks: tracks.map((t) => ({
          track: t.track,
          ...toTrackSettings(t.settings),
          updated_at: t.settings.updatedAt.toISOString(),
        })),
        courses: coursesSettings.map((c) => ({
          course: c.course,
          video_rate: c.videoRate,
          updated_at: c.updatedAt.toISOString(),
        })),
      },
      practice_log: log.map((entry) => ({
        day: entry.day,
        kind: entry.kind,
        item_id: entry.itemId,
        seconds: entry.seconds,
      })),
      takes,
    };
  });
}

/** The download's file name: the school's and the member's, ASCII only. */
export function exportFileName(username: string, now = new Date()): string {
  const safe = username.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 60) || 'member';
  return `gypsy-jazz-school-data-${safe}-${now.toISOString().slice(0, 10)}.json`;
}
