const DAY_MS = 24 * 3600 * 1000;

/** The last 30 days up to today, as UTC calendar days (the server counts days in UTC). */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
