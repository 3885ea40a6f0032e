import { DAY_MS, MAX_STATS_RANGE_DAYS } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { StatsTexts } from './stats-texts.ts';

/** The last 30 days up to today, as UTC calendar days (the server counts days in UTC). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Why the server would refuse a range (the same rule and words as the API), or undefined when it is fine. */
export function rangeError(
  { from, to }: { from: string; to: string },
  texts: Translation<StatsTexts>,
): string | undefined {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (!Number.isFinite(days)) return texts.range.incomplete;
  if (days < 1) return texts.range.reversed;
  if (days > MAX_STATS_RANGE_DAYS) return texts.range.tooLong(MAX_STATS_RANGE_DAYS);
  return undefined;
}
