import { expect, test, type Page } from '@playwright/test';
import {
  bar,
  barSeconds,
  demoTrack,
  dragBars,
  expandTrack,
  openTrack,
  setPracticeTempo,
} from './support/backing-tracks.ts';
import { failOnConsoleErrors } from './support/session.ts';

// The audio engine (docs/decisions/0313-audio-engine.md): clean slow-down to 25 %, key, parts, in Chromium with
// real audio through the Signalsmith Stretch worklet.

type Change = { wall: number; bar: number | null };
type ChangeWindow = { __changes?: Change[] };

/** Records, as React commits it, every change of the highlighted bar with the page's clock. */
async function recordHighlight(page: Page) {
  await page.evaluate(() => {
    const grid = document.querySelector('[role="group"][aria-label="Chord chart"]')!;
    const current = () => {
      const el = grid.querySelector<HTMLElement>('[data-current="true"]');
      return el ? Number(el.dataset['barIndex']) : null;
    };
    const changes: Change[] = [];
    (window as ChangeWindow).__changes = changes;
    new MutationObserver(() => changes.push({ wall: performance.now(), bar: current() })).observe(grid, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-current'],
    });
  });
}

const changes = (page: Page) => page.evaluate(() => (window as ChangeWindow).__changes ?? []);

test.describe('practice audio', () => {
  test('at 50 % the highlight advances at half the bar rate, measured over eight bars', async ({ page }) => {
    test.setTimeout(60_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('valse-rapide-en-re'); // 220 BPM: 1.09 s bars, 2.18 s at 50 %
    await openTrack(page, track);
    await setPracticeTempo(page, 50);
    await expect(page.getByTestId('tempo-relation')).toHaveText(
      'The speed slider and the practice tempo set the same tempo; the practice tempo also goes down to 25 %.',
    );
    await recordHighlight(page);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect
      .poll(async () => (await changes(page)).filter((c) => c.bar !== null).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(10);
    const bars = (await changes(page)).filter((c) => c.bar !== null);
    // From the second change on (the first follows the start), eight bar periods.
    const first = bars[1]!;
    const ninth = bars[9]!;
    expect(ninth.bar! - first.bar!).toBe(8);
    const seconds = (ninth.wall - first.wall) / 1000;
    expect(seconds / 8).toBeCloseTo(barSeconds(track) * 2, 1);
    noConsoleErrors();
  });

  test('a ramp from 25 % to 50 % reaches 50 %, and the slider rests at 0.5x below it', async ({ page }) => {
    test.setTimeout(60_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('valse-rapide-en-re');
    await openTrack(page, track);
    await dragBars(page, 0, 1);
    await page.getByRole('switch', { name: 'Loop' }).check();
    await page.getByRole('switch', { name: 'Tempo ramp' }).check();
    for (const [field, value] of [
      ['From %', '25'],
      ['To %', '50'],
      ['Step %', '25'],
      ['Every (loops)', '1'],
    ] as const) {
      await page.getByLabel(field).fill(value);
    }
    await expect(page.getByTestId('tempo-value')).toHaveText('Tempo 25 %');
    await expect(page.getByTestId('speed-value')).toHaveText('0.5x');
    await expect(page.getByTestId('tempo-relation')).toHaveText(
      'The speed slider rests at 0.5x while the practice tempo plays 25 %.',
    );
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByTestId('tempo-value')).toHaveText('Tempo 50 %', { timeout: 20_000 });
    await expect(page.getByTestId('speed-value')).toHaveText('0.5x');
    noConsoleErrors();
  });

  test('the key moves the chart (+2: Am6 is Bm6), and a loop link with &key=-3 opens in that key', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const track = demoTrack('swing-de-berlin'); // A minor, starts on Am6
    await openTrack(page, track);
    const key = page.getByRole('slider', { name: 'Key' });
    await key.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('key-value')).toHaveText('A minor → B minor');
    await expect(bar(page, 0)).toContainText('Bm6');
    await expect(bar(page, 2)).toContainText('Em6');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('key-value')).toHaveText('A minor → F# minor');
    await expect(bar(page, 0)).toContainText('F#m6');
    await page.getByRole('button', { name: 'Copy link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/&key=-3$/);

    // Back to the recorded key, remembered; the link alone brings -3 back.
    await key.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    await expect(bar(page, 0)).toContainText('Am6');
    await page.waitForTimeout(1_500);
    await page.goto(link);
    await expect(page.getByTestId('key-value')).toHaveText('A minor → F# minor');
    await expect(bar(page, 0)).toContainText('F#m6');
    await expect(page.getByTestId('engine-note')).toHaveCount(0);
    const semitones = await page.evaluate(() => {
      const host = document.querySelector('[data-player-media]') as Element & {
        playerMedia?: { semitones?: number };
      };
      return host.playerMedia?.semitones;
    });
    expect(semitones).toBe(-3);
    noConsoleErrors();
  });

  test('is heard: the output carries the track from its start and across the decoded chunks', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    // Everything that reaches the speakers also goes through an analyser of the test's own.
    await page.addInitScript(() => {
      const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
      const taps: AnalyserNode[] = [];
      Object.assign(window, { __outputTaps: taps });
      AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
        if (args[0] instanceof AudioDestinationNode) {
          const analyser = this.context.createAnalyser();
          analyser.fftSize = 8192;
          connect.call(this, analyser);
          taps.push(analyser);
        }
        return connect.apply(this, args);
      } as AudioNode['connect'];
    });
    const track = demoTrack('swing-de-berlin'); // two parts: one worklet channel each
    await openTrack(page, track);
    await page.getByRole('button', { name: 'Play' }).click();
    const listen = () =>
      page.evaluate(() => {
        const host = document.querySelector('[data-player-media]') as Element & {
          playerMedia: { currentTime: number };
        };
        const taps = (window as unknown as { __outputTaps: AnalyserNode[] }).__outputTaps;
        const data = new Float32Array(8192);
        let peak = 0;
        for (const tap of taps) {
          tap.getFloatTimeDomainData(data);
          for (const value of data) peak = Math.max(peak, Math.abs(value));
        }
        return { position: host.playerMedia.currentTime, peak };
      });
    // The engine hands the worklet 5 s chunks: the sound must go on past the first one's end.
    const heard: { position: number; peak: number }[] = [];
    await expect
      .poll(
        async () => {
          heard.push(await listen());
          return heard.at(-1)!.position;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBeGreaterThan(7);
    // The loudest moment of each second played (a rhythm guitar's strokes leave short silences between them).
    const loudest = new Map<number, number>();
    for (const { position, peak } of heard) {
      const second = Math.floor(position);
      loudest.set(second, Math.max(loudest.get(second) ?? 0, peak));
    }
    const seconds = [1, 2, 3, 4, 5, 6].map((second) => loudest.get(second) ?? 0);
    expect(Math.min(...seconds), JSON.stringify(heard)).toBeGreaterThan(0.05);
    noConsoleErrors();
  });

  test('a track with parts mixes them; the bass muted stays muted after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const noConsoleErrors = failOnConsoleErrors(page);
    const track = demoTrack('swing-de-berlin'); // generated with rhythm and bass parts
    await openTrack(page, track);
    const mixer = page.getByRole('group', { name: 'Parts' });
    await expect(mixer.getByText('Rhythm guitar')).toBeVisible();
    const muteBass = mixer.getByRole('button', { name: 'Mute Bass' });
    await expect(muteBass).toHaveAttribute('aria-pressed', 'false');
    await muteBass.click();
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');
    const gains = () =>
      page.evaluate(() => {
        const host = document.querySelector('[data-player-media]') as Element & {
          playerMedia?: { partGains?: readonly number[] };
        };
        return host.playerMedia?.partGains;
      });
    expect(await gains()).toEqual([1, 0]);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.waitForTimeout(1_500); // the settings are saved a second after the last change
    await page.reload();
    await expandTrack(page, track);
    await expect(
      page.getByRole('group', { name: 'Parts' }).getByRole('button', { name: 'Mute Bass' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await gains()).toEqual([1, 0]);
    noConsoleErrors();
  });
});
