/**
 * The tempo trainer's ramp (docs/decisions/0630-practice-settings-and-log.md): repetition n of the loop (the first
 * is 0) plays at start + step × floor(n / every) percent, never above the target, where it stays.
 */
export type Ramp = { start: number; target: number; step: number; every: number };

export function rampTempo(ramp: Ramp, repetition: number): number {
  const steps = Math.floor(Math.max(0, repetition) / Math.max(1, ramp.every));
  return Math.min(ramp.target, ramp.start + ramp.step * steps);
}

/** Whether the ramp has reached its target at this repetition. */
export function rampDone(ramp: Ramp, repetition: number): boolean {
  return rampTempo(ramp, repetition) >= ramp.target;
}
