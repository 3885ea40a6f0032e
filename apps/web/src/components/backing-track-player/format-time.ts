/** 'm:ss' for a position in seconds; '0:00' for an unknown one. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A playback rate as the speed slider shows it: '1.0x'. */
export function formatRate(rate: number): string {
  return `${rate.toFixed(1)}x`;
}
