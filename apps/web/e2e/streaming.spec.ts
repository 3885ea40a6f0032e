import { expect, test, type APIRequestContext } from '@playwright/test';
import { courseDetailSchema, courseListSchema, type CourseDetail } from '@gjs/shared';
import { formatPosition } from '../src/features/courses/lib/resume.ts';
import { parsePreviewsVtt, type PreviewCue } from '../src/lib/video/previews-vtt.ts';
import { violationsOf } from './support/accessibility.ts';
import { E2E_SERVERS } from './support/servers.ts';
import { DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

/**
 * A lesson streamed adaptively (issue 32): the server makes the demo videos' streams in the background from its first
 * start; once one is ready, the viewer plays it through hls.js (Media Source Extensions in Chromium), the member
 * switches its quality and finds a moment with the seek bar's preview pictures.
 */
test.use({ baseURL: E2E_SERVERS.streams.url });

async function memberToken(request: APIRequestContext) {
  const res = await request.post('/api/login/', { data: { username: 'member', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

/** The first course with a chapter whose stream is ready, waiting for the background transcoding. */
async function courseWithStream(request: APIRequestContext) {
  const headers = { Authorization: `Bearer ${await memberToken(request)}` };
  const courses = courseListSchema.parse(await (await request.get('/api/courses/')).json());
  let found: { course: CourseDetail; chapter: CourseDetail['chapters'][number] } | undefined;
  await expect
    .poll(
      async () => {
        for (const summary of courses) {
          const res = await request.get(`/api/courses/${summary.id}/`, { headers });
          const course = courseDetailSchema.parse(await res.json());
          const chapter = course.chapters.find((c) => c.stream && c.stream.heights.length > 1);
          if (chapter) {
            found = { course, chapter };
            return true;
          }
        }
        return false;
      },
      { timeout: 150_000, intervals: [2000] },
    )
    .toBe(true);
  return found!;
}

test('plays a lesson stream and switches its quality', async ({ page, request }) => {
  test.setTimeout(240_000);
  failOnConsoleErrors(page);
  const { course, chapter } = await courseWithStream(request);
  expect(chapter.video_url).toBeNull();
  const heights = chapter.stream!.heights;
  const segments: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.ts')) segments.push(r.url());
  });
  await loginAs(page, 'member', DEMO_PASSWORD, `/courses/${course.id}`);
  const index = course.chapters.findIndex((c) => c.id === chapter.id);
  await page.getByRole('list', { name: 'Chapters' }).getByRole('button').nth(index).click();
  const video = page.locator('main video');
  await expect(video).toHaveAttribute(
    'poster',
    /\/api\/media\/hls\/\d+-[\w-]{43}\/[0-9a-f]{20}\/poster\.jpg$/,
  );
  // hls.js plays through Media Source Extensions: the element's source is a blob, not the playlist.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/^blob:/);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(1);
  const quality = page.getByRole('combobox', { name: 'Quality' });
  await expect(quality.locator('option:checked')).toHaveText('Auto');
  const lowest = heights[0]!;
  await quality.selectOption({ label: `${lowest}p` });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 30_000 })
    .toBe(lowest);
  expect(segments.some((url) => url.includes(`/${lowest}p/seg-`))).toBe(true);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
});

test('the seek bar shows the picture of the moment pointed at or dragged to, and seeks there', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  failOnConsoleErrors(page);
  const { course, chapter } = await courseWithStream(request);
  const cues = parsePreviewsVtt(
    await (await request.get(chapter.stream!.previews_url)).text(),
    new URL(chapter.stream!.previews_url, E2E_SERVERS.streams.url).href,
  );
  expect(cues.length).toBeGreaterThan(2);
  const sprites: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/previews.jpg')) sprites.push(r.status());
  });
  await loginAs(page, 'member', DEMO_PASSWORD, `/courses/${course.id}`);
  const index = course.chapters.findIndex((c) => c.id === chapter.id);
  await page.getByRole('list', { name: 'Chapters' }).getByRole('button').nth(index).click();
  const video = page.locator('main video');
  const seek = page.getByRole('slider', { name: 'Seek' });
  await expect(seek).toBeEnabled({ timeout: 30_000 });
  const duration = await video.evaluate((v: HTMLVideoElement) => v.duration);
  const bar = (await page.locator('.MuiSlider-root', { has: seek }).boundingBox())!;
  const pointAt = (seconds: number) => ({
    x: bar.x + (bar.width * seconds) / duration,
    y: bar.y + bar.height / 2,
  });
  const preview = page.getByRole('img', { name: /^Preview at \d+:\d\d$/ });
  const tile = preview.locator('div');
  const tileOf = (cue: PreviewCue) => `${-cue.x}px ${-cue.y}px`;

  // Pointing: the middle of the second cue shows its tile of the sprite, with its time.
  const pointed = cues[1]!;
  const pointedAt = (pointed.start + pointed.end) / 2;
  await page.mouse.move(pointAt(pointedAt).x, pointAt(pointedAt).y);
  await expect(preview).toBeVisible();
  await expect(tile).toHaveCSS('background-position', tileOf(pointed));
  await expect(tile).toHaveCSS('background-image', `url("${pointed.sprite}")`);
  await expect(preview).toHaveText(formatPosition(pointedAt));
  expect(await violationsOf(page)).toEqual([]);

  // Dragging from there to the last cue shows the last tile, and letting go seeks the video to it.
  const last = cues.at(-1)!;
  const lastAt = (last.start + Math.min(last.end, duration)) / 2;
  await page.mouse.down();
  await page.mouse.move(pointAt(lastAt).x, pointAt(lastAt).y, { steps: 5 });
  await expect(tile).toHaveCSS('background-position', tileOf(last));
  await page.mouse.up();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThanOrEqual(lastAt - 1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThanOrEqual(lastAt + 1);
  expect(sprites.length).toBeGreaterThan(0);
  expect(sprites.every((status) => status === 200)).toBe(true);

  // Pointing away hides the picture; the focused bar takes the arrows a second at a time, not the player's 5 s.
  await page.mouse.move(bar.x + bar.width / 2, bar.y - 200);
  await expect(preview).toHaveCount(0);
  await video.evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 2;
  });
  await seek.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(3, 0);
});
