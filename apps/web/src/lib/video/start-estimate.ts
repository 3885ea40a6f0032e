/** hls.js's own first guess of the line, in bit/s, where the browser gives none (its `abrEwmaDefaultEstimate`). */
export const UNKNOWN_LINE_ESTIMATE = 500_000;

/**
 * The bandwidth a stream's first segment is chosen by, in bit/s: the browser's estimate of the member's line
 * (`navigator.connection.downlink`, Mbit/s, in Chromium-based browsers) with a fifth held back, else hls.js's default.
 * The first segment then plays at a quality the line carries at once, without hls.js's bitrate test, which loads a
 * segment of the lowest quality only to measure and then loads the first segment again (decision 0418).
 */
export function startBandwidthEstimate(connection: { downlink?: number } | undefined): number {
  const downlink = connection?.downlink;
  if (typeof downlink !== 'number' || !(downlink > 0)) return UNKNOWN_LINE_ESTIMATE;
  return Math.round(downlink * 1_000_000 * 0.8);
}
