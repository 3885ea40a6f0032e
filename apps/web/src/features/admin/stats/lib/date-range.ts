import { DAY_MS, MAX_STATS_RANGE_DAYS } from '@gjs/shared';

/** The last 30 days up to today, as UTC calendar days (the server counts days in UTC). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/** Why the server would refuse a range (the same rule and words as the API), or undefined when it is fine. */
export function rangeError({ from, to }: { from: string; to: string }): string | undefined {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (!Number.isFinite(days)) return 'Pick both dates.';
  if (days < 1) return 'The start date must not be after the end date.';
  if (days > MAX_STATS_RANGE_DAYS) return `The range can span at most ${MAX_STATS_RANGE_DAYS} days.`;
  return undefined;
}
