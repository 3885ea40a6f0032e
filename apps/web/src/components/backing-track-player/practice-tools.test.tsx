import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageContext, loadTexts } from '../../lib/i18n/texts.ts';
import { theme } from '../ui/theme.ts';
import {
  BackingTrackPlayer,
  type BackingTrackPlayerProps,
  type PlayerSettings,
} from './backing-track-player.tsx';
import { installFakeAudio } from './fake-audio.ts';
import { PROPS } from './player-fixtures.ts';

let fake: ReturnType<typeof installFakeAudio>;
beforeEach(() => {
  fake = installFakeAudio();
});

const audio = () => document.querySelector('audio')!;
const tempo = () => screen.getByTestId('tempo-value').textContent;
const renderPlayer = (props: Partial<BackingTrackPlayerProps> = {}) =>
  render(
    <ThemeProvider theme={theme}>
      <BackingTrackPlayer {...PROPS} {...props} />
    </ThemeProvider>,
  );

async function playTo(time: number) {
  act(() => fake.advanceTo(audio(), time));
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
}

const LOOPED: Partial<PlayerSettings> = { selection: { start: 2, end: 3 }, loop: true };

describe('the tempo trainer', () => {
  it('climbs from 70 % by 5 % per repetition and reaches 90 % after four, then stays there', async () => {
    renderPlayer({ initialSettings: { ...LOOPED, ramp: { start: 70, target: 90, step: 5, every: 1 } } });
    expect(tempo()).toBe('Tempo 70 %');
    expect(audio().playbackRate).toBeCloseTo(0.7);
    expect(audio().preservesPitch).toBe(true);
    const seen: string[] = [];
    for (let repetition = 1; repetition <= 5; repetition += 1) {
      await playTo(8.95);
      expect(audio().currentTime).toBe(5);
      seen.push(tempo()!);
    }
    expect(seen).toEqual(['Tempo 75 %', 'Tempo 80 %', 'Tempo 85 %', 'Tempo 90 %', 'Tempo 90 %']);
    expect(audio().playbackRate).toBeCloseTo(0.9);
  });

  it('ends the ramp when the member moves the speed slider', async () => {
    renderPlayer({ initialSettings: { ...LOOPED, ramp: { start: 70, target: 90, step: 5, every: 1 } } });
    const slider = screen.getByRole('slider', { name: 'Speed' });
    act(() => slider.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('switch', { name: 'Tempo ramp' })).not.toBeChecked();
    expect(tempo()).toBe('Tempo 80 %');
  });

  it('refuses a ramp whose target is not above its start, keeping the last usable one', async () => {
    renderPlayer({ initialSettings: { ...LOOPED } });
    await userEvent.click(screen.getByRole('switch', { name: 'Tempo ramp' }));
    expect(tempo()).toBe('Tempo 70 %');
    const target = screen.getByRole('spinbutton', { name: 'To %' });
    await userEvent.clear(target);
    await userEvent.type(target, '60');
    expect(screen.getByRole('alert')).toHaveTextContent('The target tempo must be above the start tempo.');
    expect(tempo()).toBe('Tempo 70 %');
  });

  it('counts in one bar of clicks before playback starts', async () => {
    renderPlayer({ tempo: 240, initialSettings: { countIn: true } }); // a bar lasts 1 s
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(tempo()).toBe('Count-in… · Tempo 100 %');
    expect(audio().paused).toBe(true);
    await waitFor(() => expect(audio().paused).toBe(false), { timeout: 3000 });
    expect(tempo()).toBe('Tempo 100 %');
  });

  it('reports every change of the settings, to be remembered', async () => {
    const onSettingsChange = vi.fn();
    renderPlayer({ initialSettings: { selection: { start: 2, end: 3 } }, onSettingsChange });
    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));
    expect(onSettingsChange).toHaveBeenLastCalledWith({
      percent: 100,
      selection: { start: 2, end: 3 },
      loop: true,
      ramp: null,
      countIn: false,
      semitones: 0,
      mix: {},
    });
    await userEvent.click(screen.getByRole('switch', { name: 'Count-in' }));
    expect(onSettingsChange).toHaveBeenLastCalledWith(expect.objectContaining({ countIn: true }));
  });

  it('copies the loop link of the current settings', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPlayer({
      initialSettings: { ...LOOPED, percent: 85 },
      linkFor: (s) =>
        `https://school.example/backing-tracks?track=3&bars=${s.selection!.start + 1}-${s.selection!.end + 1}&tempo=${s.percent}`,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://school.example/backing-tracks?track=3&bars=3-4&tempo=85');
    expect(screen.getByTestId('copy-link-status')).toHaveTextContent('Link copied');
  });
});

describe('the tempo trainer in German', () => {
  it('names its fields and says why a ramp cannot be used in German', async () => {
    await loadTexts('de');
    render(
      <ThemeProvider theme={theme}>
        <LanguageContext value="de">
          <BackingTrackPlayer {...PROPS} initialSettings={LOOPED} />
        </LanguageContext>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('selection-text')).toHaveTextContent('Takte 3–4 ausgewählt · im Loop');
    await userEvent.click(screen.getByRole('switch', { name: 'Tempo steigern' }));
    expect(tempo()).toBe('Tempo 70 %');
    const target = screen.getByRole('spinbutton', { name: 'Bis %' });
    await userEvent.clear(target);
    await userEvent.type(target, '60');
    expect(screen.getByRole('alert')).toHaveTextContent('Das Zieltempo muss über dem Starttempo liegen.');
    expect(screen.queryByText('Tempo ramp')).not.toBeInTheDocument();
  });
});
