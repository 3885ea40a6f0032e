import { DAY_MS } from '@gjs/shared';
import { readLocal, writeLocal } from '#lib/storage.ts';

export const NEW_MEMBER_DAYS = 7;

/** Joined within the last 7 days (product 0426). */
export function isNewMember(dateJoined: string, now: Date = new Date()): boolean {
  const joined = Date.parse(dateJoined);
  if (Number.isNaN(joined)) return false;
  return now.getTime() - joined <= NEW_MEMBER_DAYS * DAY_MS;
}

/** Dismissal is kept per user, so that another account on the same browser still sees its own banner. */
export const welcomeDismissedKey = (userId: number) => `welcome_banner_dismissed_${userId}`;

export function isWelcomeDismissed(userId: number): boolean {
  return readLocal(welcomeDismissedKey(userId)) === 'true';
}

/** With unusable storage the banner stays dismissed for this visit only (the page keeps its own state). */
export function dismissWelcome(userId: number): void {
  writeLocal(welcomeDismissedKey(userId), 'true');
}
