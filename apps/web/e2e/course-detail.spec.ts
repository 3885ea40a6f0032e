import { expect, test, type Page } from '@playwright/test';
import { courseDetailSchema, type CourseDetail, type CourseSummary } from '@gjs/shared';
import { findCourse, getCatalogue, historyState } from './support/catalogue.ts';
import { newMember } from './support/members.ts';
import { chooseInterfaceLanguage, DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

const chapterList = (page: Page) => page.getByRole('list', { name: 'Chapters' });
const video = (page: Page) => page.locator('main video');

/** A member's view of a course through the API, with its signed URLs. */
async function courseAsMember(page: Page, id: number): Promise<CourseDetail> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await page.request.get(`/api/courses/${id}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return courseDetailSchema.parse(await response.json());
}

async function waitForVideoMetadata(page: Page) {
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
}

test.describe('course detail', () => {
  let catalogue: CourseSummary[];
  let swing: CourseSummary;
  test.beforeAll(async ({ request }) => {
    catalogue = await getCatalogue(request);
    swing = findCourse(catalogue, { name: 'Swing de Berlin', language: 'english' });
  });

  test('a visitor is sent to /login?redirect=/courses/{id} and comes back after signing in', async ({
    page,
  }) => {
    await page.goto(`/courses/${swing.id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=/courses/${swing.id}$`));
    await expect(page.getByText('Please log in to view the content')).toBeVisible();
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${swing.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: swing.name })).toBeVisible();
  });

  test('shows the side panel and steps through the chapters', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'member');
    const course = await courseAsMember(page, swing.id);
    const count = course.chapters.length;
    await page.goto(`/courses/${swing.id}`);

    await expect(page.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('heading', { level: 1, name: swing.name })).toBeVisible();
    await expect(page.getByText(`Level: ${swing.display_level} | Category: ${swing.category}`)).toBeVisible();
    await expect(chapterList(page).getByRole('button')).toHaveText(
      course.chapters.map((c, i) => `${i + 1}. ${c.heading}`),
    );

    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(page.getByText(`Chapter 1 of ${count}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: course.chapters[0]!.heading })).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(page.getByText(`Chapter 2 of ${count}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: course.chapters[1]!.heading })).toBeVisible();
    await previous.click();
    await expect(page.getByText(`Chapter 1 of ${count}`)).toBeVisible();

    await chapterList(page).getByRole('button').last().click();
    await expect(page.getByText(`Chapter ${count} of ${count}`)).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    noConsoleErrors();
  });

  test('the speed slider sets video.playbackRate between 25% and 200%, remembered per course', async ({
    page,
    browser,
  }) => {
    // A member of its own: the speed is remembered on the server for the member and the course.
    const username = await newMember('speed');
    await loginAs(page, username);
    await page.goto(`/courses/${swing.id}`);
    const slider = page.getByRole('slider', { name: 'Playback Speed' });
    await expect(slider).toHaveAttribute('aria-valuetext', '100%');
    await expect(slider).toHaveAttribute('step', '0.01');
    const rate = () => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate);
    expect(await rate()).toBe(1);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '101%');
    expect(await rate()).toBeCloseTo(1.01);
    await page.keyboard.press('End');
    await expect(slider).toHaveAttribute('aria-valuetext', '200%');
    expect(await rate()).toBe(2);
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '25%');
    expect(await rate()).toBe(0.25);

    // The chosen speed carries over to the next chapter's video.
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && r.url().endsWith(`/api/practice/courses/${swing.id}/settings/`),
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForVideoMetadata(page);
    expect(await rate()).toBe(0.25);

    // And it comes back when the member opens the course again, on another device.
    expect((await saved).status()).toBe(200);
    const device = await browser.newContext();
    const other = await device.newPage();
    await loginAs(other, username);
    await other.goto(`/courses/${swing.id}`);
    await expect(other.getByRole('slider', { name: 'Playback Speed' })).toHaveAttribute(
      'aria-valuetext',
      '25%',
    );
    await device.close();
  });

  test('arrow keys seek a real video by 5 s; Space plays and pauses with a 300 ms debounce', async ({
    page,
  }) => {
    // A member of its own: the shared demo member's stored place in this video (other specs play it) would make the
    // video start there instead of at 0 s.
    await loginAs(page, await newMember('keys'));
    await page.goto(`/courses/${swing.id}`);
    await waitForVideoMetadata(page);
    const time = () => video(page).evaluate((v: HTMLVideoElement) => v.currentTime);
    const paused = () => video(page).evaluate((v: HTMLVideoElement) => v.paused);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThanOrEqual(12);
    // Focus on the page, not on a control that uses these keys itself.
    await page.getByRole('heading', { level: 2 }).click();

    await page.keyboard.press('ArrowRight');
    await expect.poll(time).toBeCloseTo(5, 0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(time).toBeCloseTo(10, 0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(time).toBeCloseTo(5, 0);

    // A second press inside 300 ms is ignored. Both reach the page in one task: two presses through the browser's
    // protocol can arrive more than 300 ms apart on a loaded machine...
    await page.evaluate(() => {
      for (let i = 0; i < 2; i++) {
        const target = document.activeElement ?? document.body;
        const init = { key: ' ', code: 'Space', bubbles: true, cancelable: true };
        target.dispatchEvent(new KeyboardEvent('keydown', init));
        target.dispatchEvent(new KeyboardEvent('keyup', init));
      }
    });
    await expect.poll(paused).toBe(false);
    await page.waitForTimeout(100);
    expect(await paused()).toBe(false);
    // ...one after it pauses.
    await page.waitForTimeout(400);
    await page.keyboard.press('Space');
    await expect.poll(paused).toBe(true);
  });

  test('the video is streaming only: no download control, no picture-in-picture, no context menu', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    await page.goto(`/courses/${swing.id}`);
    await expect(video(page)).toHaveAttribute('controlslist', 'nodownload');
    await expect(video(page)).toHaveAttribute('disablepictureinpicture', '');
    const prevented = await video(page).evaluate(
      (v) => !v.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect(prevented).toBe(true);
  });

  test('downloads open in a new tab and answer with the file; a chapter without files has them disabled', async ({
    page,
  }) => {
    await loginAs(page, 'member');
    const course = await courseAsMember(page, swing.id);
    await page.goto(`/courses/${swing.id}`);

    const withFiles = course.chapters.findIndex((c) => c.pdf_url && c.music_xml_url);
    const withoutFiles = course.chapters.findIndex((c) => !c.pdf_url && !c.music_xml_url);
    expect(withFiles).toBeGreaterThanOrEqual(0);
    expect(withoutFiles).toBeGreaterThanOrEqual(0);

    await chapterList(page).getByRole('button').nth(withFiles).click();
    const pdf = page.getByRole('link', { name: 'Download PDF Score' });
    const xml = page.getByRole('link', { name: 'Download MusicXML' });
    for (const [link, type] of [
      [pdf, /application\/pdf/],
      [xml, /musicxml|xml/],
    ] as const) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(type);
    }

    await chapterList(page).getByRole('button').nth(withoutFiles).click();
    await expect(page.getByRole('button', { name: 'Download PDF Score' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Download MusicXML' })).toBeDisabled();
  });

  test("a 'Chords' chapter shows the Chord Progression: 32 bars from the backing-track chapter, 8 rows of 4", async ({
    page,
  }) => {
    await loginAs(page, 'member');
    const course = await courseAsMember(page, swing.id);
    const chords = course.chapters.findIndex((c) => c.heading === 'Chords');
    const track = course.chapters.find((c) => c.chapter_type === 'backingtrack')!.backing_track_data!;
    await page.goto(`/courses/${swing.id}`);
    await expect(page.getByRole('heading', { name: 'Chord Progression' })).toHaveCount(0);

    await chapterList(page).getByRole('button').nth(chords).click();
    await expect(page.getByRole('heading', { name: 'Chord Progression' })).toBeVisible();
    const grid = page.getByRole('group', { name: 'Chord Progression' });
    const bars = grid.locator('[data-bar-index]');
    await expect(bars).toHaveCount(32);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    const first = track.chords[0]!;
    await expect(bars.first()).toContainText(Array.isArray(first) ? first[0]! : first);
    const rows = new Set(
      await bars.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top))),
    );
    expect(rows.size).toBe(8);
  });

  test('a German Akkorde chapter shows the progression too, and a backing-track chapter plays audio', async ({
    page,
  }) => {
    await chooseInterfaceLanguage(page, 'student', 'en');
    await loginAs(page, 'student');
    const german = findCourse(catalogue, {
      name: 'Swing de Berlin',
      language: 'deutsch',
      level: 'intermediate',
    });
    const course = await courseAsMember(page, german.id);
    await page.goto(`/courses/${german.id}`);
    await chapterList(page)
      .getByRole('button')
      .nth(course.chapters.findIndex((c) => c.heading === 'Akkorde'))
      .click();
    await expect(
      page.getByRole('group', { name: 'Chord Progression' }).locator('[data-bar-index]'),
    ).toHaveCount(32);

    await chapterList(page)
      .getByRole('button')
      .nth(course.chapters.findIndex((c) => c.chapter_type === 'backingtrack'))
      .click();
    await expect(page.locator('main video')).toHaveCount(0);
    // The player's media: the audio engine (decision 0313) in Chromium.
    await expect(page.locator('main [data-player-media]')).toHaveCount(1);
    // The chapter's track names its key, as on /backing-tracks: the key control says where a change goes.
    await expect(page.getByTestId('key-value')).toHaveText(
      /^[A-G][#b]? (major|minor) → [A-G][#b]? (major|minor)$/,
    );
  });

  test('asks a question in the forum with the prefilled subject and category songs', async ({ page }) => {
    await loginAs(page, 'member');
    const course = await courseAsMember(page, swing.id);
    await page.goto(`/courses/${swing.id}`);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Ask a question about this chapter' }).click();
    await expect(page).toHaveURL(/\/forum$/);
    expect(await historyState(page)).toEqual({
      subject: `${swing.name} - ${swing.display_level} - Chapter 2: ${course.chapters[1]!.heading}`,
      category: 'songs',
    });
  });

  test('switches between the levels of the same course in the same language', async ({ page }) => {
    const beginner = findCourse(catalogue, {
      name: 'Swing de Berlin',
      language: 'deutsch',
      level: 'beginner',
    });
    const intermediate = findCourse(catalogue, {
      name: 'Swing de Berlin',
      language: 'deutsch',
      level: 'intermediate',
    });
    await loginAs(page, 'member');
    await page.goto(`/courses/${beginner.id}`);
    await page.getByRole('link', { name: 'Switch to Intermediate Version' }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${intermediate.id}$`));
    await expect(page.getByText('Level: Intermediate | Category: Songs')).toBeVisible();
    await expect(page.getByText(/^Chapter 1 of \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Switch to Beginner Version' })).toHaveAttribute(
      'href',
      `/courses/${beginner.id}`,
    );

    // The English course of the same name has no other level in English.
    await page.goto(`/courses/${swing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: swing.name })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Switch to / })).toHaveCount(0);
  });

  test("layout: on a desktop the side panel's background runs the full height of a chapter taller than the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await loginAs(page, 'member');
    await page.goto(`/courses/${swing.id}`);
    await waitForVideoMetadata(page);
    const panel = page.getByRole('navigation', { name: 'Course chapters' });
    // Both boxes from one layout: parts of the chapter still arriving (its lazy panels) grow the row between two
    // separate measurements (266 px once, on a loaded machine).
    const { row, own } = await panel.evaluate((el) => ({
      row: el.parentElement!.getBoundingClientRect().height,
      own: el.getBoundingClientRect().height,
    }));
    expect(row, 'the chapter is taller than the screen').toBeGreaterThan(600);
    // The panel's own box (its background and border) is as tall as the content beside it.
    expect(Math.abs(own - row)).toBeLessThanOrEqual(1);
    expect(await panel.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // Scrolled to the end, the chapter list is still in view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(chapterList(page)).toBeInViewport();
  });

  test("an unknown course says 'Course not found'", async ({ page }) => {
    await loginAs(page, 'member');
    await page.goto('/courses/99999');
    await expect(page.getByText('Course not found')).toBeVisible();
  });

  test("a member without a subscription sees the server's message in red", async ({ page }) => {
    const username = await newMember('nosub', 'none');
    await loginAs(page, username);
    await page.goto(`/courses/${swing.id}`);
    const message = page.getByRole('alert');
    await expect(message).toHaveText('An active subscription is required to view this content.');
    await expect(message).toHaveCSS('color', 'rgb(211, 47, 47)');
  });
});

test.describe('course detail on a narrow screen', () => {
  test('the chapter panel is open by default, closes when a chapter is chosen and opens again', async ({
    page,
    request,
  }) => {
    const swing = findCourse(await getCatalogue(request), { name: 'Swing de Berlin', language: 'english' });
    await loginAs(page, 'member');
    // Signed in on a wide screen (the narrow header keeps Logout in its closed menu), then a phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/courses/${swing.id}`);
    const toggle = page.getByRole('button', { name: 'Hide chapters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(chapterList(page)).toBeVisible();

    await chapterList(page).getByRole('button').nth(1).click();
    await expect(page.getByText(/^Chapter 2 of \d+$/)).toBeVisible();
    await expect(chapterList(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Show chapters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await page.getByRole('button', { name: 'Show chapters' }).click();
    await expect(chapterList(page)).toBeVisible();
    await expect(chapterList(page).getByRole('button').nth(1)).toHaveAttribute('aria-current', 'step');
  });
});
