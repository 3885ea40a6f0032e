import { expect, test } from '@playwright/test';
import {
  audioState,
  DEMO_TRACKS,
  demoTrack,
  dragBars,
  expandTrack,
  rowName,
  setAudioTime,
  timeOfBar,
  trackRow,
} from './support/backing-tracks.ts';
import { newMember } from './support/members.ts';
import { DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

const SHOTS = process.env['PLAYER_SHOTS_DIR'];

test.describe('backing tracks page', () => {
  test('a visitor sees the page and is invited to subscribe; logging in from it leads back to the tracks', async ({
    page,
    request,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const response = await page.goto('/backing-tracks');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Backing Tracks' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscribe to play along' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    expect((await request.get('/api/backingtracks/')).status()).toBe(401);

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/backing-tracks$/);
    await page.getByLabel('Username or Email').fill('member');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/backing-tracks$/);
    await expect(page.getByText(/Showing \d+ of \d+ backing tracks/)).toBeVisible();
    noConsoleErrors();
  });

  test("lists every demo track as 'name - tempo BPM' and 'Key: key', with the count and no footer", async ({
    page,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    await loginAs(page, 'member', undefined, '/backing-tracks');
    await expect(page).toHaveTitle(/^Backing Tracks \|/);
    const total = DEMO_TRACKS.length;
    await expect(page.getByText(`Showing ${total} of ${total} backing tracks`)).toBeVisible();
    for (const track of DEMO_TRACKS) {
      await expect(page.getByText(rowName(track), { exact: true })).toBeVisible();
      await expect(trackRow(page, track)).toContainText(`Key: ${track.key}`);
    }
    await expect(page.getByPlaceholder('Search backing tracks...')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    noConsoleErrors();
  });

  test('searches by name, case-insensitive, and says when nothing matches', async ({ page }) => {
    await loginAs(page, 'member', undefined, '/backing-tracks');
    const total = DEMO_TRACKS.length;
    const search = page.getByPlaceholder('Search backing tracks...');

    await search.fill('LES YEUX');
    await expect(page.getByText(`Showing 1 of ${total} backing tracks`)).toBeVisible();
    await expect(trackRow(page, demoTrack('les-yeux-sombres'))).toBeVisible();
    await expect(trackRow(page, demoTrack('swing-de-berlin'))).toHaveCount(0);

    await search.fill('no such tune');
    await expect(page.getByText(`Showing 0 of ${total} backing tracks`)).toBeVisible();
    await expect(page.getByText('No backing tracks found matching your criteria')).toBeVisible();

    await search.fill('');
    await expect(page.getByText(`Showing ${total} of ${total} backing tracks`)).toBeVisible();
  });

  test("a click expands a track's player and a second click collapses it; one is open at a time", async ({
    page,
  }) => {
    const first = demoTrack('blues-pour-stephane');
    const second = demoTrack('nuages-du-soir');
    await loginAs(page, 'member', undefined, '/backing-tracks');
    await expect(page.getByRole('group', { name: 'Chord chart' })).toHaveCount(0);

    await expandTrack(page, first);
    await expect(page.locator('[data-bar-index]')).toHaveCount(first.chords.length);
    // Backing tracks may be downloaded (decision 0406): the link is a signed attachment of the same file.
    const href = await page.getByRole('link', { name: 'Download backing track' }).getAttribute('href');
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    await expect(
      page.getByText(`Chorus – of ${first.repetitions} · Bar – of ${first.chords.length}`),
    ).toBeVisible();

    await expandTrack(page, second);
    await expect(trackRow(page, first)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-player-media]')).toHaveCount(1);
    await expect(page.locator('[data-bar-index]')).toHaveCount(second.chords.length);

    await trackRow(page, second).click();
    await expect(trackRow(page, second)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('[data-player-media]')).toHaveCount(0);
  });

  test("a member without a subscription sees the server's message", async ({ page }) => {
    const username = await newMember('nosub', 'none');
    await loginAs(page, username, DEMO_PASSWORD, '/backing-tracks');
    await expect(page.getByRole('alert')).toHaveText(
      'An active subscription is required to view this content.',
    );
  });

  for (const viewport of [
    { width: 1280, height: 1100 },
    { width: 390, height: 1400 },
  ]) {
    test(`looks like a practice tool at ${viewport.width} px (screenshot)`, async ({ page }, testInfo) => {
      const track = demoTrack('swing-de-berlin');
      await loginAs(page, 'member', undefined, '/backing-tracks');
      await page.setViewportSize(viewport);
      await expandTrack(page, track);
      await dragBars(page, 8, 11);
      await page.getByRole('switch', { name: 'Loop' }).check();
      await setAudioTime(page, timeOfBar(track, 9) + 0.2);
      await expect(page.locator('[data-current="true"]')).toHaveAttribute('data-bar-index', '9');
      expect((await audioState(page)).time).toBeGreaterThan(timeOfBar(track, 9));
      await trackRow(page, track).evaluate((row) => row.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -80));
      const shot = await page.screenshot({ fullPage: false });
      await testInfo.attach(`backing-tracks-${viewport.width}.png`, { body: shot, contentType: 'image/png' });
      if (SHOTS) {
        const fs = await import('node:fs');
        fs.mkdirSync(SHOTS, { recursive: true });
        fs.writeFileSync(`${SHOTS}/backing-tracks-${viewport.width}.png`, shot);
      }
    });
  }
});
