/** The video speed slider (product 0423): 0.25 to 2 in steps of 0.01, shown as a percent. */
export const VIDEO_SPEED = { min: 0.25, max: 2, step: 0.01, default: 1 } as const;

/** 1 -> '100%', 0.25 -> '25%', 1.37 -> '137%'. */
export function formatSpeedPercent(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
