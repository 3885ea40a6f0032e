import { asc, eq } from 'drizzle-orm';
import {
  backingTracks,
  chapterProgress,
  courseSettings,
  chapters,
  courses,
  forumComments,
  forumPosts,
  practiceLog,
  profiles,
  subscriptions,
  trackSettings,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

/** The account, its profile and its subscription: only the columns the export shows, never a hash or a token. */
export async function accountOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      dateJoined: users.dateJoined,
      lastLogin: users.lastLogin,
      takesLessons: users.takesLessons,
      bio: profiles.bio,
      level: profiles.level,
      language: profiles.language,
      interfaceLanguage: profiles.interfaceLanguage,
      emailNotifications: profiles.emailNotifications,
      profileImage: profiles.profileImage,
      streetAddress: profiles.streetAddress,
      city: profiles.city,
      state: profiles.state,
      postalCode: profiles.postalCode,
      country: profiles.country,
      plan: subscriptions.plan,
      status: subscriptions.status,
      paymentProvider: subscriptions.paymentProvider,
      startDate: subscriptions.startDate,
      endDate: subscriptions.endDate,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

export function postsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: forumPosts.id,
      subject: forumPosts.subject,
      content: forumPosts.content,
      category: forumPosts.category,
      createdAt: forumPosts.createdAt,
    })
    .from(forumPosts)
    .where(eq(forumPosts.authorId, userId))
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id));
}

export function commentsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      postSubject: forumPosts.subject,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
    })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(eq(forumComments.authorId, userId))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
}

export function progressOf(db: DbOrTx, userId: number) {
  return db
    .select({
      course: courses.name,
      chapter: chapters.heading,
      position: chapterProgress.position,
      played: chapterProgress.played,
      doneAt: chapterProgress.doneAt,
      updatedAt: chapterProgress.updatedAt,
    })
    .from(chapterProgress)
    .innerJoin(chapters, eq(chapters.id, chapterProgress.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .where(eq(chapterProgress.userId, userId))
    .orderBy(asc(courses.name), asc(chapters.position), asc(chapters.id));
}

export function trackSettingsOf(db: DbOrTx, userId: number) {
  return db
    .select({ track: backingTracks.name, settings: trackSettings })
    .from(trackSettings)
    .innerJoin(backingTracks, eq(backingTracks.id, trackSettings.trackId))
    .where(eq(trackSettings.userId, userId))
    .orderBy(asc(backingTracks.name), asc(backingTracks.id));
}

export function courseSettingsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      course: courses.name,
      videoRate: courseSettings.videoRate,
      updatedAt: courseSettings.updatedAt,
    })
    .from(courseSettings)
    .innerJoin(courses, eq(courses.id, courseSettings.courseId))
    .where(eq(courseSettings.userId, userId))
    .orderBy(asc(courses.name), asc(courses.id));
}

export function practiceLogOf(db: DbOrTx, userId: number) {
  return db
    .select({
      day: practiceLog.day,
      kind: practiceLog.kind,
      itemId: practiceLog.itemId,
      seconds: practiceLog.seconds,
    })
    .from(practiceLog)
    .where(eq(practiceLog.userId, userId))
    .orderBy(asc(practiceLog.day), asc(practiceLog.kind), asc(practiceLog.itemId));
}
