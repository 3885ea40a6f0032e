import { DAY_MS, HOUR_MS } from '@gjs/shared';

const MINUTE_MS = 60_000;

/** The three forms of the countdown, in a page's language (lib/course-list-texts.ts). */
export type CountdownTexts = {
  days: (days: number) => string;
  hoursAndMinutes: (hours: number, minutes: number) => string;
  minutes: (minutes: number) => string;
};

/** The product's own English words (product 0420): units written 'day(s)', 'hour(s)', 'minute(s)' exactly so. */
export const ENGLISH_COUNTDOWN: CountdownTexts = {
  days: (days) => `Publishing in ${days} day(s)`,
  hoursAndMinutes: (hours, minutes) => `Publishing in ${hours} hour(s) and ${minutes} minute(s)`,
  minutes: (minutes) => `Publishing in ${minutes} minute(s)`,
};

/**
 * The Coming Soon countdown (product 0420): whole days while a day or more is left, then hours and minutes, then
 * minutes alone. Time is rounded down, and a date already reached reads 'Publishing in 0 minute(s)'.
 */
export function publishingCountdown(
  publishDate: string | Date,
  now: Date = new Date(),
  texts: CountdownTexts = ENGLISH_COUNTDOWN,
): string {
  const left = Math.max(0, new Date(publishDate).getTime() - now.getTime());
  const days = Math.floor(left / DAY_MS);
  if (days >= 1) return texts.days(days);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (hours >= 1) return texts.hoursAndMinutes(hours, minutes);
  return texts.minutes(minutes);
}

/** Languages joined with 'and' (product 0420): ['English', 'Deutsch'] -> 'English and Deutsch'. */
export function joinWithAnd(items: readonly string[]): string {
  return items.join(' and ');
}
