import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../ui/theme.ts';
import { BackingTrackPlayer, type BackingTrackPlayerProps } from './backing-track-player.tsx';
import { installFakeAudio } from './fake-audio.ts';
import { PROPS } from './player-fixtures.ts';

let fake: ReturnType<typeof installFakeAudio>;
beforeEach(() => {
  fake = installFakeAudio();
});

const audio = () => document.querySelector('audio')!;
const cell = (index: number) => document.querySelector<HTMLElement>(`[data-bar-index="${index}"]`)!;
const currentBar = () => {
  const el = document.querySelector<HTMLElement>('[data-current="true"]');
  return el ? Number(el.dataset['barIndex']) : null;
};
const selectedBars = () =>
  [...document.querySelectorAll<HTMLElement>('[data-selected="true"]')].map((el) =>
    Number(el.dataset['barIndex']),
  );
const status = () => screen.getByTestId('player-status').textContent;

function renderPlayer(props: Partial<BackingTrackPlayerProps> = {}) {
  const view = render(
    <ThemeProvider theme={theme}>
      <BackingTrackPlayer {...PROPS} {...props} />
    </ThemeProvider>,
  );
  const rerender = (next: Partial<BackingTrackPlayerProps>) =>
    view.rerender(
      <ThemeProvider theme={theme}>
        <BackingTrackPlayer {...PROPS} {...next} />
      </ThemeProvider>,
    );
  return { ...view, rerender };
}

function drag(from: number, to: number) {
  fireEvent.pointerDown(cell(from), { button: 0, pointerId: 1 });
  fireEvent.pointerEnter(cell(to), { pointerId: 1 });
  fireEvent.pointerUp(cell(to), { pointerId: 1 });
}

/** Moves the audio as playback would and waits for the player's next check (at most 100 ms). */
async function playTo(time: number) {
  act(() => fake.advanceTo(audio(), time));
  await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
}

describe('BackingTrackPlayer', () => {
  it('shows the chart, the controls with accessible names and no bar before the music starts', () => {
    renderPlayer();

    expect(screen.getByRole('group', { name: 'Chord chart' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Speed' })).toHaveAttribute('aria-valuetext', '1.0x');
    expect(screen.getByRole('switch', { name: 'Loop' })).not.toBeChecked();
    expect(screen.getByText('1.0x')).toBeInTheDocument();
    expect(audio()).toHaveAttribute('preload', 'metadata');
    expect(status()).toBe('Chorus – of 2 · Bar – of 8');
    expect(currentBar()).toBeNull();
  });

  it('highlights the bar sounding 0.3 s ahead, with its chorus and place in the chord list', async () => {
    renderPlayer();

    await playTo(6.75); // bar 3 (0-based 2) starts at 5 s; bar 4 at 7 s, within the look-ahead
    expect(currentBar()).toBe(3);
    expect(status()).toBe('Chorus 1 of 2 · Bar 4 of 8');

    await playTo(22); // chorus 2, bar 3: 21-23 s
    expect(currentBar()).toBe(2);
    expect(status()).toBe('Chorus 2 of 2 · Bar 3 of 8');
  });

  it('plays and pauses from the button', async () => {
    renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(fake.play).toHaveBeenCalledTimes(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(fake.pause).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('selects the bars dragged over', () => {
    renderPlayer();

    drag(4, 1);

    expect(selectedBars()).toEqual([1, 2, 3, 4]);
    expect(screen.getByTestId('selection-text')).toHaveTextContent('Bars 2–5 selected');
  });

  it('on a click without a drag clears the range and jumps to that bar in the current chorus', async () => {
    renderPlayer();
    drag(1, 2);
    await playTo(20); // chorus 2

    fireEvent.pointerDown(cell(5), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(cell(5), { pointerId: 1 });

    expect(selectedBars()).toEqual([]);
    expect(audio().currentTime).toBe(1 + (8 + 5) * 2);
    await waitFor(() => expect(currentBar()).toBe(5));
  });

  it('clears the highlight when the audio is sought, until the next check', async () => {
    renderPlayer();
    await playTo(6);
    expect(currentBar()).toBe(2);

    act(() => {
      audio().dispatchEvent(new Event('seeking'));
    });
    expect(currentBar()).toBeNull();
    await waitFor(() => expect(currentBar()).toBe(2));
  });

  it('with loop on jumps back to the range start near the end of the range in the current chorus', async () => {
    renderPlayer();
    drag(2, 3); // 5-9 s in chorus 1, 21-25 s in chorus 2
    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));
    expect(screen.getByTestId('selection-text')).toHaveTextContent('Bars 3–4 selected · looping');

    await playTo(24.9);
    expect(audio().currentTime).toBe(21);
    expect(currentBar()).toBe(2);
    expect(selectedBars()).toEqual([2, 3]);
  });

  it('switching loop on before the range start moves playback to the range start', async () => {
    renderPlayer();
    await playTo(2);
    drag(5, 6);

    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));

    expect(audio().currentTime).toBe(11);
  });

  it('switching loop on inside or after the range leaves the position alone', async () => {
    renderPlayer();
    await playTo(14);
    drag(1, 2);

    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));

    expect(audio().currentTime).toBe(14);
  });

  it('clears highlight and selection when the audio passes the end of the last bar', async () => {
    renderPlayer();
    drag(0, 1);
    await playTo(32.5);
    expect(currentBar()).toBe(7);

    await playTo(33.2); // the last bar ends at 1 + 16 * 2 = 33 s

    expect(currentBar()).toBeNull();
    expect(selectedBars()).toEqual([]);
    expect(status()).toBe('Chorus – of 2 · Bar – of 8');
  });

  it('sets the speed from the slider, 0.5x to 2.0x in steps of 0.1, with the pitch preserved', async () => {
    renderPlayer();
    const speed = screen.getByRole('slider', { name: 'Speed' });
    expect(speed).toHaveAttribute('aria-valuemin', '0.5');
    expect(speed).toHaveAttribute('aria-valuemax', '2');

    act(() => speed.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');

    expect(screen.getByText('1.2x')).toBeInTheDocument();
    expect(audio().playbackRate).toBe(1.2);
    expect(audio().preservesPitch).toBe(true);

    await userEvent.keyboard('{Home}');
    expect(screen.getByText('0.5x')).toBeInTheDocument();
    expect(audio().playbackRate).toBe(0.5);
  });

  it('seeks 5 s with the arrow keys and toggles with Space, once per 300 ms', async () => {
    renderPlayer();
    await playTo(20);

    await userEvent.keyboard('{ArrowRight}');
    expect(audio().currentTime).toBe(25);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(audio().currentTime).toBe(15);

    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: ' ' });
    expect(fake.play).toHaveBeenCalledTimes(1);
    expect(fake.pause).not.toHaveBeenCalled();
  });

  it('leaves Space and the arrows to a text field that has the focus', async () => {
    render(
      <ThemeProvider theme={theme}>
        <input aria-label="Search" />
        <BackingTrackPlayer {...PROPS} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByLabelText('Search'));
    await userEvent.keyboard(' {ArrowRight}');
    expect(fake.play).not.toHaveBeenCalled();
    expect(audio().currentTime).toBe(0);
  });

  it('takes Space for play/pause after a bar was clicked', async () => {
    renderPlayer();
    await userEvent.click(cell(2));
    await userEvent.keyboard(' ');
    expect(fake.play).toHaveBeenCalledTimes(1);
  });

  it('resets position, selection and loop when the audio source changes, and keeps the speed', async () => {
    const { rerender } = renderPlayer();
    drag(1, 3);
    await userEvent.click(screen.getByRole('switch', { name: 'Loop' }));
    act(() => screen.getByRole('slider', { name: 'Speed' }).focus());
    await userEvent.keyboard('{ArrowLeft}');
    await playTo(12);
    const first = audio();

    rerender({ audioUrl: '/api/media/backing-tracks/b.mp3?sig=1' });

    expect(audio()).not.toBe(first);
    expect(audio()).toHaveAttribute('src', '/api/media/backing-tracks/b.mp3?sig=1');
    expect(audio().currentTime).toBe(0);
    expect(selectedBars()).toEqual([]);
    expect(currentBar()).toBeNull();
    expect(screen.getByRole('switch', { name: 'Loop' })).not.toBeChecked();
    expect(screen.getByText('0.9x')).toBeInTheDocument();
  });

  it('keeps playing when only the signature of the same file changes', async () => {
    const { rerender } = renderPlayer();
    drag(1, 3);
    const first = audio();

    rerender({ audioUrl: '/api/media/backing-tracks/a.mp3?sig=2' });

    expect(audio()).toBe(first);
    expect(selectedBars()).toEqual([1, 2, 3]);
  });
});
