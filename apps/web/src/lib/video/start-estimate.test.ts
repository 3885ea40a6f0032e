import { describe, expect, it } from 'vitest';
import { startBandwidthEstimate, UNKNOWN_LINE_ESTIMATE } from './start-estimate.ts';

describe('the bandwidth a stream starts by', () => {
  it('is four fifths of the line the browser estimates', () => {
    expect(startBandwidthEstimate({ downlink: 1.6 })).toBe(1_280_000);
    expect(startBandwidthEstimate({ downlink: 10 })).toBe(8_000_000);
  });

  it('is hls.js’s own default where the browser gives no estimate', () => {
    expect(startBandwidthEstimate(undefined)).toBe(UNKNOWN_LINE_ESTIMATE);
    expect(startBandwidthEstimate({})).toBe(UNKNOWN_LINE_ESTIMATE);
    expect(startBandwidthEstimate({ downlink: 0 })).toBe(UNKNOWN_LINE_ESTIMATE);
  });
});
