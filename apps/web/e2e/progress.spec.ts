import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { CourseSummary } from '@gjs/shared';
import { findCourse, getCatalogue } from './support/catalogue.ts';
import { newMember } from './support/members.ts';
import { failOnConsoleErrors, loginAs } from './support/session.ts';

// Course progress and resume (docs/decisions/0600-course-progress.md, 0601-resume-and-continue.md), with a real
// video in Chromium and a member of its own, so that no other spec meets this member's progress.

const video = (page: Page) => page.locator('main video');
const chapterButton = (page: Page, index: number) =>
  page.getByRole('list', { name: 'Chapters' }).getByRole('button').nth(index);

async function waitForMetadata(page: Page) {
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
}

test.describe('course progress', () => {
  let swing: CourseSummary;
  test.beforeAll(async ({ request }) => {
    swing = findCourse(await getCatalogue(request), { name: 'Swing de Berlin', language: 'english' });
  });

  test('watching a chapter to the end marks it done; Continue resumes at the saved second in another browser', async ({
    page,
    browser,
  }) => {
    // Plays real video for about ten seconds in two browsers: more than the default 30 s on a loaded machine.
    test.slow();
    const checkConsole = failOnConsoleErrors(page);
    const username = await newMember('progress');
    await loginAs(page, username);
    const progressRead = page.waitForResponse((r) => r.url().includes('/api/progress/courses/'));
    await page.goto(`/courses/${swing.id}`);
    expect((await progressRead).status()).toBe(200);
    await waitForMetadata(page);
    await expect(chapterButton(page, 0)).not.toContainText('Done');

    // The whole first chapter, played for real at double speed (the demo videos are 12 s long).
    await video(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 2;
      await v.play();
    });
    await expect
      .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 })
      .toBe(true);
    await expect(chapterButton(page, 0)).toContainText('Done');
    await expect(page.getByRole('button', { name: 'Done', pressed: true })).toBeVisible();

    // The second chapter: played a few seconds, then paused, which saves the place.
    await chapterButton(page, 1).click();
    await waitForMetadata(page);
    await video(page).evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(3);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/progress\/chapters\/\d+\/$/.test(r.url()),
    );
    const stoppedAt = await video(page).evaluate((v: HTMLVideoElement) => {
      v.pause();
      return v.currentTime;
    });
    expect((await saved).status()).toBe(200);
    checkConsole();

    // Another browser: the course list offers Continue, which opens that chapter at that second.
    const other = await browser.newContext();
    const second = await other.newPage();
    await loginAs(second, username);
    await second.goto('/courses');
    const card = second.getByRole('article', { name: swing.name }).first();
    await expect(card.getByText(/^1 of \d+ chapters$/)).toBeVisible();
    await second
      .getByRole('region', { name: 'Continue where you stopped' })
      .getByRole('link', { name: 'Continue' })
      .click();
    await expect(second).toHaveURL(new RegExp(`/courses/${swing.id}\\?chapter=\\d+$`));
    await expect(chapterButton(second, 1)).toHaveAttribute('aria-current', 'step');
    await expect(chapterButton(second, 0)).toContainText('Done');
    await waitForMetadata(second);
    await expect
      .poll(() => video(second).evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(Math.round(stoppedAt * 10) / 10, 0);
    await expect(second.getByText(/^Resumed at 0:0\d\.$/)).toBeVisible();

    // "Start from the beginning" goes back to 0; unmarking the first chapter takes its tick away.
    await second.getByRole('button', { name: 'Start from the beginning' }).click();
    await expect.poll(() => video(second).evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
    await chapterButton(second, 0).click();
    await second.getByRole('button', { name: 'Done', pressed: true }).click();
    await expect(chapterButton(second, 0)).not.toContainText('Done');
    await other.close();
  });

  test('a visitor sees no progress and loads none of its code', async ({ page }) => {
    const progressCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/progress/') || r.url().includes('member-course-progress'))
        progressCalls.push(r.url());
    });
    await page.goto('/courses');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Continue where you stopped' })).toHaveCount(0);
    expect(progressCalls).toEqual([]);
  });

  test('"Download my data" on the profile gives a file with the account and the course progress', async ({
    page,
  }) => {
    const username = await newMember('mydata');
    await loginAs(page, username);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { Authorization: `Bearer ${token}` };
    const course = await (await page.request.get(`/api/courses/${swing.id}/`, { headers })).json();
    const chapterId = course.chapters[0].id as number;
    const saved = await page.request.put(`/api/progress/chapters/${chapterId}/`, {
      headers,
      data: { position: 7.5, played: 5, duration: 12 },
    });
    expect(saved.status()).toBe(200);

    await page.goto('/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^gypsy-jazz-school-data-${username}-.*\\.json$`),
    );
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(file.account.username).toBe(username);
    expect(file.course_progress).toEqual([
      expect.objectContaining({ course: swing.name, position: 7.5, played: 5 }),
    ]);
    expect(JSON.stringify(file)).not.toContain('password');
  });
});
