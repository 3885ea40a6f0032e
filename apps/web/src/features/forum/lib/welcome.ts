import { SCHOOL_NAME } from '@gjs/shared';

export const WELCOME_TITLE = `Welcome to the ${SCHOOL_NAME}!`;
export const NEW_MEMBER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Joined within the last 7 days (spec §9). */
export function isNewMember(dateJoined: string, now: Date = new Date()): boolean {
  const joined = Date.parse(dateJoined);
  if (Number.isNaN(joined)) return false;
  return now.getTime() - joined <= NEW_MEMBER_DAYS * DAY_MS;
}

/** Dismissal is kept per user, so that another account on the same browser still sees its own banner. */
export const welcomeDismissedKey = (userId: number) => `welcome_banner_dismissed_${userId}`;

export function isWelcomeDismissed(userId: number): boolean {
  try {
    return window.localStorage.getItem(welcomeDismissedKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function dismissWelcome(userId: number): void {
  try {
    window.localStorage.setItem(welcomeDismissedKey(userId), 'true');
  } catch {
    // Unusable storage: the banner stays dismissed for this visit only.
  }
}
