import { expect, test, type Page } from '@playwright/test';
import { courseDetailSchema, type Chapter, type CourseSummary } from '@gjs/shared';
import { violationsOf } from './support/accessibility.ts';
import { findCourse, getCatalogue } from './support/catalogue.ts';
import { newMember } from './support/members.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// The score viewer of issue 30 (docs/decisions/0631-scores-in-step-with-their-media.md, 0209): a video chapter of the
// demo catalogue whose score follows its video at the score's tempo (one sync point per bar).
const score = (page: Page, name = 'Score') => page.getByRole('region', { name });
const video = (page: Page) => page.locator('main video');
const barText = (page: Page) => page.getByTestId('score-bar');

let swing: CourseSummary;
let melody: Chapter;
let pompe: Chapter;

/** The bar the live text names ("Bar N of M", 1-based). */
async function shownBar(page: Page): Promise<number> {
  const text = (await barText(page).textContent()) ?? '';
  return Number(/(\d+) (?:of|von) \d+/.exec(text)?.[1] ?? NaN);
}

async function openScoreChapter(page: Page, query = `chapter=${melody.id}`) {
  await page.goto(`/courses/${swing.id}?${query}`);
  // What follows the score stays put while the score loads and draws: a click aimed below it lands (decision 0631).
  const ask = page.getByRole('button', { name: 'Ask a question about this chapter' });
  const askBefore = await ask.boundingBox();
  await expect(score(page).getByTestId('score-drawing')).toHaveAttribute('data-drawn', 'true', {
    timeout: 15_000,
  });
  expect((await ask.boundingBox())?.y).toBe(askBefore?.y);
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
}

const seekVideo = (page: Page, seconds: number) =>
  video(page).evaluate(
    (v: HTMLVideoElement, to) =>
      new Promise<void>((resolve) => {
        v.addEventListener('seeked', () => resolve(), { once: true });
        v.currentTime = to;
      }),
    seconds,
  );

/**
 * Where bar `bar` (0-based) is drawn: the box of alphaTab's bar cursor while the video is at that bar's sync point,
 * once the cursor has moved there and stays.
 */
async function barBox(page: Page, bar: number, previous?: { x: number; y: number }) {
  await seekVideo(page, melody.score!.sync_points[bar]!.ms / 1000 + 0.05);
  await expect.poll(() => shownBar(page)).toBe(bar + 1);
  // The score's drawing in the window, where a mouse can reach it; alphaTab keeps the cursor in the drawing's view.
  await score(page).getByTestId('score-drawing').scrollIntoViewIfNeeded();
  const cursor = score(page).locator('.at-cursor-bar');
  let box = await cursor.boundingBox();
  await expect
    .poll(async () => {
      const before = box;
      await page.waitForTimeout(150);
      box = await cursor.boundingBox();
      const settled = before !== null && box !== null && before.x === box.x && before.y === box.y;
      const moved = !previous || box === null || box.x !== previous.x || box.y !== previous.y;
      return settled && moved && (box?.width ?? 0) > 10;
    })
    .toBe(true);
  return box!;
}

test.describe('score viewer', () => {
  test.beforeAll(async ({ request }) => {
    swing = findCourse(await getCatalogue(request), { name: 'Swing de Berlin', language: 'english' });
  });

  test.beforeEach(async ({ page }) => {
    // A member of its own: a stored place in the video (other specs play it) would start it elsewhere than at 0 s.
    await loginAs(page, await newMember('scores'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const answer = await page.request.get(`/api/courses/${swing.id}/`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const course = courseDetailSchema.parse(await answer.json());
    melody = course.chapters.find((c) => c.heading === 'Introduction and Melody')!;
    pompe = course.chapters.find((c) => c.heading === 'La Pompe Accompaniment')!;
    expect(melody.score!.sync_points.length).toBeGreaterThan(6);
    expect(pompe.score).toBeNull();
  });

  test('follows the video, seeks on a click and loops a dragged passage', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const started = Date.now();
    await openScoreChapter(page);
    test
      .info()
      .annotations.push({ type: 'score drawn after (ms)', description: String(Date.now() - started) });
    await expect(score(page).getByTestId('score-summary')).toHaveText(
      'Swing de Berlin. Key: A minor. Tempo: 180 BPM. 32 bars.',
    );
    await expect(barText(page)).toHaveText('Bar 1 of 32');

    // Played up to the sync point of bar 5, the live text names bar 5 (one bar of tolerance).
    const point = melody.score!.sync_points[4]!;
    await seekVideo(page, point.ms / 1000 - 0.6);
    await video(page).evaluate((v: HTMLVideoElement) => v.play());
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime * 1000))
      .toBeGreaterThan(point.ms + 100);
    await video(page).evaluate((v: HTMLVideoElement) => v.pause());
    expect(Math.abs((await shownBar(page)) - 5)).toBeLessThanOrEqual(1);

    // A click on a later bar moves the video to that bar's sync time.
    const later = await barBox(page, 7);
    await seekVideo(page, 0);
    await page.mouse.click(later.x + 6, later.y + later.height / 2);
    const target = melody.score!.sync_points[7]!.ms / 1000;
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThanOrEqual(target - 0.05);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(target + 1.4);

    // Dragging over bars 3 and 4 loops them.
    const third = await barBox(page, 2, later);
    const fourth = await barBox(page, 3, third);
    await page.mouse.move(third.x + 6, third.y + third.height / 2);
    await page.mouse.down();
    await page.mouse.move(fourth.x + fourth.width / 2, fourth.y + fourth.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expectLoop(page, 2, 3);
    noConsoleErrors();
  });

  test('a score link opens the passage looped at its tempo, in a fresh context', async ({ page }) => {
    await openScoreChapter(page, `chapter=${melody.id}&bars=3-4&tempo=75`);
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.75);
    await expectLoop(page, 2, 3);
  });

  test('a chapter without a score loads no score code', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/courses/${swing.id}?chapter=${pompe.id}`);
    await expect(page.getByRole('heading', { level: 2, name: pompe.heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => /alphatab|score-panel|\.musicxml/i.test(path))).toEqual([]);
    await expect(score(page)).toHaveCount(0);
  });

  test('has no axe violation on a score chapter, in English and German', async ({ page }) => {
    await openScoreChapter(page);
    expect(await violationsOf(page)).toEqual([]);
    await page.goto(`/de/courses/${swing.id}?chapter=${melody.id}`);
    await expect(score(page, 'Noten').getByTestId('score-drawing')).toHaveAttribute('data-drawn', 'true', {
      timeout: 15_000,
    });
    // The video may resume where the member left it: any bar of the 32.
    await expect(score(page, 'Noten').getByTestId('score-bar')).toHaveText(/^Takt \d+ von 32$/);
    await expect(score(page, 'Noten')).toContainText('Tonart: a-Moll');
    expect(await violationsOf(page)).toEqual([]);
  });
});

/** Plays and checks that the video stays within bars `first`..`last` (0-based) and jumps back at least once. */
async function expectLoop(page: Page, first: number, last: number) {
  const points = melody.score!.sync_points;
  const start = points[first]!.ms / 1000;
  const end = points[last + 1]!.ms / 1000;
  await video(page).evaluate((v: HTMLVideoElement) => v.play());
  const seen = await video(page).evaluate(
    (v: HTMLVideoElement, ms) =>
      new Promise<number[]>((resolve) => {
        const times: number[] = [];
        const sample = () => times.push(v.currentTime);
        const timer = setInterval(sample, 50);
        setTimeout(() => {
          clearInterval(timer);
          v.pause();
          resolve(times);
        }, ms);
      }),
    ((end - start) / (await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate))) * 1000 + 1500,
  );
  const playing = seen.slice(4);
  expect(Math.min(...playing)).toBeGreaterThanOrEqual(start - 0.1);
  expect(Math.max(...playing)).toBeLessThan(end + 0.15);
  expect(
    playing.some((time, i) => i > 0 && time < playing[i - 1]! - 0.5),
    'jumped back',
  ).toBe(true);
}
