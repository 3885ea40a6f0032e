import { expect, test, type APIRequestContext } from '@playwright/test';
import { courseDetailSchema, courseListSchema, type CourseDetail } from '@gjs/shared';
import { E2E_SERVERS } from './support/servers.ts';
import { DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

/**
 * A lesson streamed adaptively (issue 32): the server makes the demo videos' streams in the background from its first
 * start; once one is ready, the viewer plays it through hls.js (Media Source Extensions in Chromium) and the member
 * switches its quality.
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
