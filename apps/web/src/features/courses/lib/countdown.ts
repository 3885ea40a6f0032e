import { DAY_MS, HOUR_MS } from '@gjs/shared';

const MINUTE_MS = 60_000;

/**
 * The Coming Soon countdown, in the product's own words (decision 0420): whole days while a day or more is left, then hours and
 * minutes, then minutes alone. Units are written 'day(s)', 'hour(s)', 'minute(s)' exactly so; time
 * is rounded down, and a date already reached reads 'Publishing in 0 minute(s)'.
 */
export function publishingCountdown(publishDate: string | Date, now: Date = new Date()): string {
  const left = Math.max(0, new Date(publishDate).getTime() - now.getTime());
  const days = Math.floor(left / DAY_MS);
  if (days >= 1) return `Publishing in ${days} day(s)`;
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  if (hours >= 1) return `Publishing in ${hours} hour(s) and ${minutes} minute(s)`;
  return `Publishing in ${minutes} minute(s)`;
}

/** Languages joined with 'and' (decision 0420): ['English', 'Deutsch'] -> 'English and Deutsch'. */
export function joinWithAnd(items: readonly string[]): string {
  return items.join(' and ');
}
