import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from './video-player.tsx';

function Player() {
  const [speed, setSpeed] = useState(1);
  return (
    <>
      <input aria-label="Search" />
      <VideoPlayer
        source={{ kind: 'file', url: '/api/media/videos/melody.mp4' }}
        title="Melody"
        speed={speed}
        onSpeedChange={setSpeed}
      />
    </>
  );
}

/** jsdom has no media playback: a video whose play/pause/currentTime/duration the test controls. */
const MEDIA_PROPS = ['paused', 'duration', 'currentTime'] as const;
const originals = MEDIA_PROPS.map(
  (prop) => [prop, Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, prop)] as const,
);

function fakeMedia() {
  let paused = true;
  let time = 10;
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async () => {
    paused = false;
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {
    paused = true;
  });
  Object.defineProperties(HTMLMediaElement.prototype, {
    paused: { configurable: true, get: () => paused },
    duration: { configurable: true, get: () => 30 },
    currentTime: {
      configurable: true,
      get: () => time,
      set: (value: number) => {
        time = value;
      },
    },
  });
  return { play, pause, time: () => time };
}

const press = (key: string, timeStamp: number, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  target.dispatchEvent(event);
  return event;
};

describe('video player keyboard', () => {
  let media: ReturnType<typeof fakeMedia>;
  beforeEach(() => {
    media = fakeMedia();
  });
  afterEach(() => {
    for (const [prop, descriptor] of originals) {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, prop, descriptor);
    }
  });

  it('seeks 5 s with the arrow keys, within the video', () => {
    render(<Player />);
    press('ArrowRight', 1);
    expect(media.time()).toBe(15);
    press('ArrowLeft', 2);
    press('ArrowLeft', 3);
    expect(media.time()).toBe(5);
    press('ArrowLeft', 4);
    expect(media.time()).toBe(0);
  });

  it('toggles play and pause with Space, once per 300 ms, and keeps the page from scrolling', () => {
    render(<Player />);
    const first = press(' ', 1000);
    expect(first.defaultPrevented).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(1);

    press(' ', 1200);
    expect(media.pause).not.toHaveBeenCalled();

    press(' ', 1600);
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('leaves the keys to a focused text field or the speed slider', () => {
    render(<Player />);
    press('ArrowRight', 1, screen.getByRole('textbox', { name: 'Search' }));
    press(' ', 2, screen.getByRole('textbox', { name: 'Search' }));
    press('ArrowRight', 3, screen.getByRole('slider', { name: 'Playback Speed' }));
    expect(media.time()).toBe(10);
    expect(media.play).not.toHaveBeenCalled();
  });
});

describe('video player speed', () => {
  it('sets the playback rate from the slider and shows it as a percent', () => {
    render(<Player />);
    const video = document.querySelector('video')!;
    fireEvent.change(screen.getByRole('slider', { name: 'Playback Speed' }), { target: { value: '1.5' } });

    expect(video.playbackRate).toBe(1.5);
    expect(video.defaultPlaybackRate).toBe(1.5);
    expect(screen.getByText('150%', { selector: 'p' })).toBeInTheDocument();
  });
});
