/** Practice time as the profile shows it: '45 s', '12 min', '2 h 5 min'. */
export function formatPracticeTime(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest === 0 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 60)} h ${rest} min`;
}

/** '23 Nov' for a week's Monday (YYYY-MM-DD), read as a calendar date. */
export function formatWeekStart(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function streakText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}
