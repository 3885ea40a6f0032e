import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makeTestClip } from '../../api/bench/test-clip.ts';
import { longLesson } from './support/long-lesson.ts';
import { measurePlayback, SLOW_LINE, throttle } from './support/playback-figures.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { DEMO_PASSWORD, loginAs } from './support/session.ts';

// The streaming figures (issue 32, docs/decisions/0418-lessons-stream-adaptively.md), printed, not asserted: on a
// slow line (Chromium's network emulation: 1.6 Mbit/s, 150 ms), the time from play to the first frame and the stalls
// over a minute of playing, for a lesson's stream and for its original MP4 (the file staff upload, which members got
// before streams). The demo's videos last 12 s: the lesson is a 1-minute 720p clip made at run time and uploaded as a
// chapter's video, whose stream the streams server makes. `npm run bench:web` runs it (after Lighthouse), never
// `npm test`.

const CLIP_SECONDS = 60;
const CLIP_HEIGHT = 720;

test.use({ baseURL: E2E_SERVERS.streams.url });

test.describe('streaming figures', () => {
  test('figures', async ({ page, request }) => {
    test.setTimeout(1_800_000);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-streaming-figures-'));
    const clip = path.join(work, 'lesson.mp4');
    await makeTestClip(clip, CLIP_SECONDS, CLIP_HEIGHT);
    const { course, chapter, originalUrl } = await longLesson(request, clip).finally(() =>
      fs.rmSync(work, { recursive: true, force: true }),
    );
    await loginAs(page, 'member', DEMO_PASSWORD, `/courses/${course.id}`);
    await throttle(page);

    // The stream, as the lesson player plays it (hls.js), played as soon as the chapter's player has it: the time to
    // the first frame holds all the loading on the slow line.
    await page.goto(`/courses/${course.id}?chapter=${chapter.id}`);
    const lesson = page.locator('main video');
    await expect
      .poll(() => lesson.evaluate((v: HTMLVideoElement) => v.currentSrc), { timeout: 120_000 })
      .toMatch(/^blob:/);
    // From the start, wherever the member's saved place was.
    await lesson.evaluate((v: HTMLVideoElement) => (v.currentTime = 0));
    const stream = await measurePlayback(lesson, CLIP_SECONDS);
    const height = await lesson.evaluate((v: HTMLVideoElement) => v.videoHeight);

    // The original MP4 in a plain video element on a page of the same site, on the same line, played at once.
    await page.goto('/impressum');
    await page.evaluate((url) => {
      const video = document.createElement('video');
      video.id = 'original';
      video.preload = 'metadata';
      video.src = url;
      document.body.append(video);
    }, originalUrl);
    const file = await measurePlayback(page.locator('#original'), CLIP_SECONDS);

    console.log(
      `streaming figures: ${JSON.stringify({
        line: { downKbps: (SLOW_LINE.downloadThroughput * 8) / 1000, latencyMs: SLOW_LINE.latency },
        clip: { seconds: CLIP_SECONDS, height: CLIP_HEIGHT },
        stream: { ...stream, lastRenditionHeight: height },
        original: file,
      })}`,
    );
  });
});
