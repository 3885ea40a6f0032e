import { expect, test, type Page } from '@playwright/test';
import { courseDetailSchema, type Chapter, type CourseSummary, type SyncPoint } from '@gjs/shared';
import { violationsOf } from './support/accessibility.ts';
import { audioState, dragBars, selectedBars, setAudioTime } from './support/backing-tracks.ts';
import { findCourse, getCatalogue } from './support/catalogue.ts';
import { newMember } from './support/members.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// The score viewer of issue 30 (docs/decisions/0631-scores-in-step-with-their-media.md, 0209): a video chapter of the
// demo catalogue whose score follows its video at the score's tempo (one sync point per bar).
const score = (page: Page, name = 'Score') => page.getByRole('region', { name });
const video = (page: Page) => page.locator('main video');
const barText = (page: Page) => page.getByTestId('score-bar');
const tempoShown = (page: Page) => page.getByTestId('tempo-value');

let swing: CourseSummary;
let melody: Chapter;
let pompe: Chapter;
let playAlong: Chapter;

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

/** The media a score follows: its sync points and how a test moves it. */
type ScoreMedia = { points: readonly SyncPoint[]; seek: (page: Page, seconds: number) => Promise<unknown> };
const theVideo = (): ScoreMedia => ({ points: melody.score!.sync_points, seek: seekVideo });
/** The backing-track chapter's player (its engine, or its audio element), muted. */
const theTrack = (): ScoreMedia => ({ points: playAlong.score!.sync_points, seek: setAudioTime });

/**
 * Where bar `bar` (0-based) is drawn: the box of alphaTab's bar cursor while the media is at that bar's sync point,
 * once the cursor has moved there and stays.
 */
async function barBox(
  page: Page,
  bar: number,
  previous?: { x: number; y: number },
  media: ScoreMedia = theVideo(),
) {
  await media.seek(page, media.points[bar]!.ms / 1000 + 0.05);
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
    playAlong = course.chapters.find((c) => c.heading === 'Play-Along')!;
    expect(melody.score!.sync_points.length).toBeGreaterThan(6);
    expect(pompe.score).toBeNull();
  });

  test('follows the video, seeks on a click and loops a dragged passage', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
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
    await dragScoreBars(page, 2, 3, theVideo(), later);
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expectLoop(page, 2, 3);
    // A score that follows media needs no synthesizer, and draws without alphaTab's worker (decision 0209).
    expect(fetched.filter((path) => /sonivox|alphaTab\.(worker|worklet)/.test(path))).toEqual([]);
    noConsoleErrors();
  });

  test('a score link opens the passage looped at its tempo, in a fresh context', async ({ page }) => {
    await openScoreChapter(page, `chapter=${melody.id}&bars=3-4&tempo=75`);
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.75);
    await expectLoop(page, 2, 3);
  });

  test('in a backing-track chapter, bars dragged on the score are the player’s looped selection, ramp included', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    await openTrackChapter(page);
    // The player's ramp (from 70 % by 5 % after every repetition) is the score's: the score has no tools of its own.
    await expect(score(page).getByRole('switch')).toHaveCount(0);
    await page.getByRole('switch', { name: 'Tempo ramp' }).check();
    await expect(tempoShown(page)).toHaveText('Tempo 70 %');

    await dragScoreBars(page, 2, 3, theTrack());
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expect.poll(() => selectedBars(page)).toEqual([2, 3]);
    await expect(page.getByRole('switch', { name: 'Loop' })).toBeChecked();
    await expect(page.getByText('Bars 3–4 selected · looping')).toBeVisible();

    // The player loops the passage, and its ramp counts the repetitions: one jump back, one step up.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(tempoShown(page)).toHaveText('Tempo 75 %', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const [start, end] = [playAlong.score!.sync_points[2]!.ms, playAlong.score!.sync_points[4]!.ms];
    const { time } = await audioState(page);
    expect(time * 1000).toBeGreaterThanOrEqual(start - 100);
    expect(time * 1000).toBeLessThan(end + 150);

    // A selection on the chord chart is the score's passage; cleared on the chart, it is gone from the score too.
    await dragBars(page, 5, 7);
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 6–8 loop');
    await page.getByRole('button', { name: 'Clear selection' }).click();
    await expect(page.getByTestId('score-passage')).toHaveCount(0);
    expect(await selectedBars(page)).toEqual([]);
    noConsoleErrors();
  });

  test('a score link opens a backing-track chapter with the player’s selection looped at its tempo, also in German', async ({
    page,
  }) => {
    await openTrackChapter(page, `chapter=${playAlong.id}&bars=3-4&tempo=75`);
    await expect(page.getByTestId('score-passage')).toHaveText('Bars 3–4 loop');
    await expect.poll(() => selectedBars(page)).toEqual([2, 3]);
    await expect(page.getByRole('switch', { name: 'Loop' })).toBeChecked();
    await expect(tempoShown(page)).toHaveText('Tempo 75 %');
    // The track waits at the passage's first bar.
    expect((await audioState(page)).time * 1000).toBeCloseTo(playAlong.score!.sync_points[2]!.ms, -2);

    await openTrackChapter(page, `chapter=${playAlong.id}`, '/de');
    await dragBars(page, 5, 7);
    await expect(page.getByTestId('score-passage')).toHaveText('Takte 6–8 in Schleife');
    // The chart's selection is highlighted on the drawn score, and the highlight goes with it.
    const highlight = score(page, 'Noten').locator('.at-selection div');
    await expect(highlight.first()).toBeAttached();
    await expect(page.getByText('Takte 6–8 ausgewählt')).toBeVisible();
    await page.getByRole('button', { name: 'Passage aufheben' }).click();
    await expect.poll(() => selectedBars(page)).toEqual([]);
    await expect(highlight).toHaveCount(0);
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

/** Opens the backing-track chapter, muted, once its score is drawn and its track is ready to play. */
async function openTrackChapter(page: Page, query = `chapter=${playAlong.id}`, language = '') {
  await page.goto(`${language}/courses/${swing.id}?${query}`);
  await expect(page.getByTestId('score-drawing')).toHaveAttribute('data-drawn', 'true', { timeout: 15_000 });
  await expect.poll(() => trackReady(page)).toBe(true);
  await page.evaluate(() => {
    const host = document.querySelector('[data-player-media]') as
      (Element & { playerMedia?: { muted: boolean } }) | null;
    (host?.playerMedia ?? document.querySelector('audio')!).muted = true;
  });
}

/** Whether the player's media knows its length (the engine has decoded the track). */
const trackReady = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('[data-player-media]') as
      (Element & { playerMedia?: { duration: number } }) | null;
    return Number.isFinite(host?.playerMedia?.duration ?? NaN);
  });

/** Drags on the score from bar `first` to bar `last` (0-based), found by moving the media to each. */
async function dragScoreBars(
  page: Page,
  first: number,
  last: number,
  media: ScoreMedia,
  previous?: { x: number; y: number },
) {
  const from = await barBox(page, first, previous, media);
  const to = await barBox(page, last, from, media);
  await page.mouse.move(from.x + 6, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await page.mouse.up();
}

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
