import { DAY_MS, PRACTICE_TIME_ZONE } from '@gjs/shared';

/**
 * Calendar days of the practice log (decision 0630): a day is a date in the school's time zone, written YYYY-MM-DD;
 * arithmetic on such dates is done on their UTC midnight, where every day has 24 hours.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRACTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date of an instant in the school's time zone. */
export function schoolDay(instant: Date): string {
  return dayFormat.format(instant);
}

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The Monday of the week a day belongs to. */
export function mondayOf(day: string): string {
  const weekday = (new Date(toUtc(day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/**
 * Days in a row with practice that end today, or yesterday when today has none yet (a streak lasts until a whole
 * day passes without practice). `days` holds each practised day once, newest first.
 */
export function streak(days: readonly string[], today: string): number {
  let expected = days[0] === today ? today : addDays(today, -1);
  let count = 0;
  for (const day of days) {
    if (day > expected) continue;
    if (day !== expected) break;
    count += 1;
    expected = addDays(expected, -1);
  }
  return count;
}
