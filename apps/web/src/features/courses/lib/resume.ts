/** Closer to the end than this, a chapter opens at its beginning again: it was watched to the end. */
export const RESUME_END_MARGIN_SECONDS = 5;
/** Less than this into a chapter is not worth resuming. */
export const RESUME_MIN_SECONDS = 1;

/** Where a chapter video opens: its saved position, unless that is at the very start or at the end. */
export function resumePosition(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved < RESUME_MIN_SECONDS) return 0;
  if (Number.isFinite(duration) && duration > 0 && saved >= duration - RESUME_END_MARGIN_SECONDS) return 0;
  return saved;
}

/** "m:ss" or "h:mm:ss" for a resume note. */
export function formatPosition(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
