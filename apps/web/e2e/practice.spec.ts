import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  audioState,
  demoTrack,
  dragBars,
  expandTrack,
  selectedBars,
  trackRow,
  type DemoTrack,
} from './support/backing-tracks.ts';
import { newMember } from './support/members.ts';
import { DEMO_PASSWORD, failOnConsoleErrors, loginAs } from './support/session.ts';

// Practice tools (docs/decisions/0630-practice-settings-and-log.md): the tempo ramp, loop links, remembered
// settings and the practice log, with real audio in Chromium and members of their own.

const tempoShown = (page: Page) => page.getByTestId('tempo-value');

async function openAs(page: Page, username: string, track: DemoTrack) {
  await loginAs(page, username, DEMO_PASSWORD, '/backing-tracks');
  await expect(page).toHaveURL(/\/backing-tracks$/);
  await expandTrack(page, track);
}

/** Plays the open track muted (the test machine has no speakers to spare). */
async function playMuted(page: Page) {
  await page.evaluate(() => {
    // The player's media: the audio engine (decision 0313), or the <audio> element without it.
    const host = document.querySelector('[data-player-media]') as
      (Element & { playerMedia?: { muted: boolean } }) | null;
    (host?.playerMedia ?? document.querySelector('audio')!).muted = true;
  });
  await page.getByRole('button', { name: 'Play' }).click();
}

test.describe('practice tools', () => {
  test('a ramp from 70 % by 5 % per repetition reaches 90 % after four repetitions and stays there', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('les-yeux-sombres'); // 160 BPM: 1.5 s bars
    await openAs(page, await newMember('ramp'), track);
    await dragBars(page, 4, 5);
    await page.getByRole('switch', { name: 'Loop' }).check();
    await page.getByRole('switch', { name: 'Tempo ramp' }).check();
    for (const [label, value] of [
      ['From %', '70'],
      ['To %', '90'],
      ['Step %', '5'],
      ['Every (loops)', '1'],
    ] as const) {
      await page.getByRole('spinbutton', { name: label }).fill(value);
    }
    await expect(tempoShown(page)).toHaveText('Tempo 70 %');
    // Every tempo the player shows, and the audio's rate with it, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: Array<{ text: string; rate: number }> = [];
      (window as unknown as { tempos: typeof seen }).tempos = seen;
      const readout = document.querySelector('[data-testid="tempo-value"]')!;
      const record = () =>
        seen.push({
          text: readout.textContent ?? '',
          rate: (
            document.querySelector('[data-player-media]') as Element & {
              playerMedia: { playbackRate: number };
            }
          ).playerMedia.playbackRate,
        });
      record();
      new MutationObserver(record).observe(readout, { childList: true, characterData: true, subtree: true });
    });
    await playMuted(page);
    await expect(tempoShown(page)).toHaveText('Tempo 90 %', { timeout: 40_000 });
    const state = await audioState(page);
    expect(state.rate).toBeCloseTo(0.9, 5);
    expect(state.preservesPitch).toBe(true);
    // One more repetition: the tempo stays at the target and the loop goes on.
    await page.waitForTimeout(4_500);
    await expect(tempoShown(page)).toHaveText('Tempo 90 %');
    expect((await audioState(page)).paused).toBe(false);
    await page.getByRole('button', { name: 'Pause' }).click();
    const seen = await page.evaluate(() => (window as unknown as { tempos: Array<{ text: string }> }).tempos);
    const steps = seen.map((s) => s.text).filter((text, i, all) => text !== all[i - 1]);
    expect(steps).toEqual(['Tempo 70 %', 'Tempo 75 %', 'Tempo 80 %', 'Tempo 85 %', 'Tempo 90 %']);
    expect(await selectedBars(page)).toEqual([4, 5]);
    noConsoleErrors();
  });

  test('a copied loop link opens the track with its bars and tempo in a fresh browser, after login', async ({
    page,
    browser,
    context,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('bossa-manouche');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, await newMember('sharer'), track);
    await dragBars(page, 2, 3);
    const slider = page.getByRole('slider', { name: 'Speed' });
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(tempoShown(page)).toHaveText('Tempo 80 %');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('copy-link-status')).toHaveText('Link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const trackId = new URL(link).searchParams.get('track');
    expect(link).toBe(`${new URL(page.url()).origin}/backing-tracks?track=${trackId}&bars=3-4&tempo=80`);
    noConsoleErrors();

    // Another person, in a browser of their own, not logged in: login first, then exactly that passage.
    const friend = await newMember('friend');
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    await expect(other).toHaveURL(/\/login\?redirect=/);
    await other.getByLabel('Username or Email').fill(friend);
    await other.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await other.getByRole('button', { name: 'Sign in' }).click();
    await expect(other).toHaveURL(new RegExp(`/backing-tracks\\?track=${trackId}&bars=3-4&tempo=80$`));
    await expect(trackRow(other, track)).toHaveAttribute('aria-expanded', 'true');
    await expect(other.getByTestId('selection-text')).toHaveText('Bars 3–4 selected · looping');
    await expect(other.getByRole('switch', { name: 'Loop' })).toBeChecked();
    await expect(tempoShown(other)).toHaveText('Tempo 80 %');
    expect((await audioState(other)).rate).toBeCloseTo(0.8, 5);

    // Parts that cannot be used are left out with a short notice, never an error page.
    await other.goto(`/backing-tracks?track=${trackId}&bars=40-2&tempo=999`);
    await expect(
      other.getByRole('status').filter({ hasText: 'Ignored in this link: bars, tempo.' }),
    ).toBeVisible();
    await expect(trackRow(other, track)).toHaveAttribute('aria-expanded', 'true');
    await fresh.close();
  });

  test('the player remembers tempo, loop and count-in per track on another device', async ({
    page,
    browser,
  }) => {
    const track = demoTrack('nuages-du-soir');
    const username = await newMember('remember');
    await openAs(page, username, track);
    await dragBars(page, 5, 7);
    await page.getByRole('switch', { name: 'Loop' }).check();
    await page.getByRole('switch', { name: 'Count-in' }).check();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/practice\/tracks\/\d+\/settings\/$/.test(r.url()),
    );
    const slider = page.getByRole('slider', { name: 'Speed' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    expect((await saved).status()).toBe(200);

    const device = await browser.newContext();
    const other = await device.newPage();
    await openAs(other, username, track);
    await expect(other.getByTestId('selection-text')).toHaveText('Bars 6–8 selected · looping');
    await expect(other.getByRole('switch', { name: 'Count-in' })).toBeChecked();
    await expect(tempoShown(other)).toHaveText('Tempo 110 %');
    expect((await audioState(other)).rate).toBeCloseTo(1.1, 5);
    await device.close();
  });

  test('the practice chart shows the time just played, and "Download my data" holds it', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('blues-pour-stephane');
    const username = await newMember('practice');
    await openAs(page, username, track);
    await playMuted(page);
    await page.waitForTimeout(6_000);
    const reported = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/practice/log/'),
    );
    await page.getByRole('button', { name: 'Pause' }).click();
    const answer = (await (await reported).json()) as { recorded: number };
    expect(answer.recorded).toBeGreaterThanOrEqual(5);
    expect(answer.recorded).toBeLessThanOrEqual(8);

    await page.goto('/profile');
    const panel = page.getByRole('region', { name: 'Practice' });
    await expect(panel.getByTestId('practice-week')).toHaveText(`${Math.round(answer.recorded)} s`);
    await expect(panel.getByTestId('practice-streak')).toHaveText('1 day');
    const thisWeek = panel
      .getByRole('list', { name: 'Practice time in the last 12 weeks' })
      .getByRole('listitem')
      .last();
    await expect(thisWeek).toHaveAttribute('aria-label', new RegExp(`: ${Math.round(answer.recorded)} s$`));
    await expect(panel.getByRole('link', { name: track.name })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = JSON.parse(fs.readFileSync((await (await downloading).path())!, 'utf8'));
    expect(file.practice_log).toEqual([expect.objectContaining({ kind: 'track', seconds: answer.recorded })]);

    await panel.getByRole('button', { name: 'Delete my practice log' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByTestId('practice-week')).toHaveText('0 s');
    noConsoleErrors();
  });
});
