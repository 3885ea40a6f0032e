import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { newMember } from './members.ts';
import { loginAs } from './session.ts';

type ChordBar = string | string[];
export type DemoTrack = {
  slug: string;
  name: string;
  key: string;
  tempo: number;
  starttime: number;
  repetitions: number;
  chords: ChordBar[];
};

const MANIFEST = path.resolve(import.meta.dirname, '../../../api/src/db/seed/media/manifest.json');

/** The demo backing tracks as the seed creates them (their MP3s accent beat one of every bar). */
export const DEMO_TRACKS: DemoTrack[] = (
  JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as { backing_tracks: DemoTrack[] }
).backing_tracks;

export function demoTrack(slug: string): DemoTrack {
  const track = DEMO_TRACKS.find((t) => t.slug === slug);
  if (!track) throw new Error(`no demo track ${slug}`);
  return track;
}

export const barSeconds = (track: DemoTrack) => (60 / track.tempo) * 4;
export const timeOfBar = (track: DemoTrack, bar: number) => track.starttime + bar * barSeconds(track);
export const rowName = (track: DemoTrack) => `${track.name} - ${track.tempo} BPM`;

/**
 * Signs in as a new member (the player remembers each member's settings per track, so a shared member would carry
 * one test's loop into the next), opens /backing-tracks and expands the track's player.
 */
export async function openTrack(page: Page, track: DemoTrack) {
  await loginAs(page, await newMember('player'), undefined, '/backing-tracks');
  await expect(page).toHaveURL(/\/backing-tracks$/);
  await expandTrack(page, track);
}

export const trackRow = (page: Page, track: DemoTrack): Locator =>
  page.getByRole('button', { name: rowName(track) });

/** Opens the track's player and waits for its audio's metadata (the seek slider is enabled with a duration). */
export async function expandTrack(page: Page, track: DemoTrack) {
  await trackRow(page, track).click();
  await expect(trackRow(page, track)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('group', { name: 'Chord chart' })).toHaveCount(1);
  // The panel has finished opening (MUI marks the end of the transition), so the bars stay where they are.
  await expect(page.locator('.MuiCollapse-entered')).toHaveCount(1);
  // A track opened while another was open: the other's panel keeps its player until its own closing transition
  // ends, which can be after this one's opening has ended (a taller panel takes longer).
  await expect(page.locator('[data-player-media]')).toHaveCount(1);
  await expect(page.getByTestId('engine-note')).toHaveCount(0);
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeEnabled();
}

export const bar = (page: Page, index: number) => page.locator(`[data-bar-index="${index}"]`);

export type AudioState = {
  time: number;
  paused: boolean;
  rate: number;
  preservesPitch: boolean;
  src: string;
};

export function audioState(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    type Media = { currentTime: number; paused: boolean; playbackRate: number };
    const host = document.querySelector('[data-player-media]') as (Element & { playerMedia?: Media }) | null;
    const audio = (host?.playerMedia ?? document.querySelector('audio')!) as Media &
      Partial<HTMLAudioElement>;
    return {
      time: audio.currentTime,
      paused: audio.paused,
      rate: audio.playbackRate,
      preservesPitch: audio.preservesPitch ?? true,
      src: audio.currentSrc ?? '',
    };
  });
}

export async function setAudioTime(page: Page, time: number) {
  await page.evaluate((t) => {
    type Media = { currentTime: number };
    const host = document.querySelector('[data-player-media]') as (Element & { playerMedia?: Media }) | null;
    (host?.playerMedia ?? document.querySelector('audio')!).currentTime = t;
  }, time);
}

export function highlightedBar(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('[data-current="true"]');
    return el ? Number(el.dataset['barIndex']) : null;
  });
}

export function selectedBars(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-selected="true"]')].map((el) =>
      Number(el.dataset['barIndex']),
    ),
  );
}

/** Presses on one bar, moves over to another and releases: a drag selection (hover waits for a still layout). */
export async function dragBars(page: Page, from: number, to: number) {
  await bar(page, from).hover();
  await page.mouse.down();
  await bar(page, from).hover({ position: { x: 8, y: 8 } });
  await bar(page, to).hover();
  await page.mouse.up();
  const [low, high] = [Math.min(from, to), Math.max(from, to)];
  await expect
    .poll(() => selectedBars(page))
    .toEqual(Array.from({ length: high - low + 1 }, (_, i) => low + i));
}

/** Sets the player's "Practice tempo" (25-150 %) by keyboard, as a member would. */
export async function setPracticeTempo(page: Page, percent: number) {
  const slider = page.getByRole('slider', { name: 'Practice tempo' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 25; step < percent; step += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('tempo-value')).toHaveText(`Tempo ${percent} %`);
}
