import type { CDPSession, Locator, Page } from '@playwright/test';

/** A slow mobile line (issue 32): 1.6 Mbit/s down (200,000 bytes a second), as much up, 150 ms of latency. */
export const SLOW_LINE = { downloadThroughput: 200_000, uploadThroughput: 200_000, latency: 150 };

/** Puts the page behind the slow line through Chromium's network emulation, its cache off. */
export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_LINE });
  return cdp;
}

export interface PlaybackFigures {
  /** From play() to the first frame shown (requestVideoFrameCallback), or null when none came. */
  firstFrameMs: number | null;
  /** 'waiting' events after the first frame, and how long they lasted together (one still on at the end counts). */
  stalls: number;
  stalledMs: number;
  /** The media time played and the wall time watched after the first frame. */
  playedSeconds: number;
  watchedSeconds: number;
  ended: boolean;
}

/**
 * Plays `video` (muted, so that no autoplay rule interferes) from its start until `mediaSeconds` of it have played or
 * it ends, watching at most `capSeconds` after its first frame; gives up `capSeconds` after play() without a frame.
 */
export function measurePlayback(
  video: Locator,
  mediaSeconds: number,
  capSeconds = 240,
): Promise<PlaybackFigures> {
  return video.evaluate(
    (v: HTMLVideoElement, [mediaSeconds, capMs]) =>
      new Promise<PlaybackFigures>((resolve, reject) => {
        let started = 0;
        let firstFrame: number | null = null;
        let stalls = 0;
        let stalledMs = 0;
        let stallStart: number | null = null;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          const now = performance.now();
          if (stallStart !== null) stalledMs += now - stallStart;
          v.pause();
          resolve({
            firstFrameMs: firstFrame === null ? null : Math.round(firstFrame - started),
            stalls,
            stalledMs: Math.round(stalledMs),
            playedSeconds: Number(v.currentTime.toFixed(1)),
            watchedSeconds: firstFrame === null ? 0 : Number(((now - firstFrame) / 1000).toFixed(1)),
            ended: v.ended,
          });
        };
        v.requestVideoFrameCallback(() => {
          firstFrame = performance.now();
          setTimeout(finish, capMs);
        });
        v.addEventListener('timeupdate', () => v.currentTime >= mediaSeconds && finish());
        v.addEventListener('waiting', () => {
          if (firstFrame === null || stallStart !== null) return;
          stalls += 1;
          stallStart = performance.now();
        });
        v.addEventListener('playing', () => {
          if (stallStart === null) return;
          stalledMs += performance.now() - stallStart;
          stallStart = null;
        });
        v.addEventListener('ended', finish);
        setTimeout(() => firstFrame === null && finish(), capMs);
        v.muted = true;
        started = performance.now();
        v.play().catch(reject);
      }),
    [mediaSeconds, capSeconds * 1000] as const,
  );
}
