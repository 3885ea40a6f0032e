import { useRef } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#testing/render.tsx';
import { stubFetch } from '#testing/fetch-mock.ts';
import SeekBar from './seek-bar.tsx';

const PREVIEWS = '/api/media/hls/1-sig/abc/previews.vtt';
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'previews.jpg#xywh=0,0,160,90',
  '',
  '00:00:02.000 --> 00:00:04.000',
  'previews.jpg#xywh=160,0,160,90',
  '',
].join('\n');

function Player() {
  const videoRef = useRef<HTMLVideoElement>(null);
  return (
    <>
      <video ref={videoRef} data-testid="video" />
      <SeekBar videoRef={videoRef} previewsUrl={PREVIEWS} />
    </>
  );
}

/** A 4-second video (jsdom plays nothing) and a seek bar 400 px wide at the page's left edge. */
async function renderPlayer() {
  stubFetch(() => new Response(VTT));
  renderWithRouter(<Player />);
  const video = screen.getByTestId('video') as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: 4 });
  fireEvent(video, new Event('durationchange'));
  const slider = await screen.findByRole('slider', { name: 'Seek' });
  await vi.waitFor(() => expect(slider).not.toBeDisabled());
  const root = slider.closest('.MuiSlider-root') as HTMLElement;
  root.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 20 });
  return { video, slider, root };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('seek bar with previews', () => {
  it('shows the picture of the pointed moment, its tile of the sprite and its time', async () => {
    const { root } = await renderPlayer();
    fireEvent.pointerMove(root, { clientX: 300 });
    const preview = await screen.findByRole('img', { name: 'Preview at 0:03' });
    const tile = preview.firstElementChild as HTMLElement;
    expect(tile.style.backgroundImage).toContain('/api/media/hls/1-sig/abc/previews.jpg');
    expect(tile.style.backgroundPosition).toBe('-160px 0px');
    expect(preview).toHaveTextContent('0:03');
    fireEvent.pointerLeave(root);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('seeks the video with the keyboard and names the position in the bar', async () => {
    const { video, slider } = await renderPlayer();
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(1);
    fireEvent(video, new Event('seeking'));
    expect(slider).toHaveAttribute('aria-valuetext', '0:01 of 0:04');
  });

  it('shows nothing for a stream whose previews cannot be read', async () => {
    stubFetch(() => new Response('gone', { status: 404 }));
    renderWithRouter(<Player />);
    await vi.waitFor(() => expect(screen.queryByRole('slider')).not.toBeInTheDocument(), {
      timeout: 5000,
    });
  });
});
