import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';
import { trackTiming } from '../../lib/backing-track-timing/timing.ts';
import { useBarSync } from './use-bar-sync.ts';

/** A playing medium whose position the test sets. */
function fakeMedia(time: number): PlayerMedia {
  const media = new EventTarget() as PlayerMedia;
  Object.assign(media, {
    currentTime: time,
    duration: 60,
    paused: false,
    ended: false,
    playbackRate: 1,
    play: () => Promise.resolve(),
    pause: () => undefined,
  });
  return media;
}

// 120 BPM: a bar lasts 2 s; bar 1 starts at 1 s, so the highlight moves at 2.7 s (0.3 s ahead of bar 2).
const timing = trackTiming({ barsPerChorus: 8, starttime: 1, tempo: 120, repetitions: 1 });

/** Fake timers, and the animation frames asked for, kept for the test to run. */
function stubFrames(): FrameRequestCallback[] {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => undefined);
  return frames;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useBarSync while playing (decision 0313)', () => {
  it('sleeps between the moments the highlight can move instead of checking on every animation frame', () => {
    const frames = stubFrames();
    const media = fakeMedia(1);
    const ref = { current: media };
    const { result } = renderHook(() =>
      useBarSync(ref, { timing, selection: null, loop: false, onPassEnd: () => undefined }),
    );
    expect(frames).toHaveLength(1);
    act(() => frames[0]!(0));
    expect(result.current.bar).toBe(0);
    // No frame until 40 ms before 2.7 s; the spec's 100 ms checks go on meanwhile.
    media.currentTime = 2.6;
    act(() => vi.advanceTimersByTime(1_600));
    expect(frames).toHaveLength(1);
    media.currentTime = 2.67; // where the audio is when the timer wakes, 1.66 s after 1 s
    act(() => vi.advanceTimersByTime(100));
    expect(frames).toHaveLength(2);
    media.currentTime = 2.72;
    act(() => frames[1]!(0));
    expect(result.current.bar).toBe(1);
  });

  it('measures the wait at the new tempo when the rate changes', () => {
    const frames = stubFrames();
    const media = fakeMedia(1);
    const ref = { current: media };
    renderHook(() => useBarSync(ref, { timing, selection: null, loop: false, onPassEnd: () => undefined }));
    act(() => frames[0]!(0));
    // At 25 % the 1.7 s of track to the next bar take 6.8 s.
    media.playbackRate = 0.25;
    act(() => void media.dispatchEvent(new Event('ratechange')));
    act(() => frames[1]!(0));
    act(() => vi.advanceTimersByTime(6_000));
    expect(frames).toHaveLength(2);
    media.currentTime = 2.69; // 6.76 s later at 25 %
    act(() => vi.advanceTimersByTime(800));
    expect(frames).toHaveLength(3);
  });

  it('wakes earlier by as much as its 100 ms checks ran late lately, as on a busy page', () => {
    const frames = stubFrames();
    const clock = performance.now.bind(performance);
    let stalled = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => clock() + stalled);
    const media = fakeMedia(1);
    const ref = { current: media };
    renderHook(() => useBarSync(ref, { timing, selection: null, loop: false, onPassEnd: () => undefined }));
    act(() => frames[0]!(0));
    // One 100 ms check runs 150 ms late.
    stalled = 150;
    act(() => vi.advanceTimersByTime(100));
    // Planned again at 1.1 s: 1.6 s to the moment at 2.7 s, waking 40 + 150 ms before it.
    media.currentTime = 1.1;
    act(() => void media.dispatchEvent(new Event('seeked')));
    act(() => frames[1]!(0));
    act(() => vi.advanceTimersByTime(1_400));
    expect(frames).toHaveLength(2);
    media.currentTime = 2.52;
    act(() => vi.advanceTimersByTime(20));
    expect(frames).toHaveLength(3);
  });
});
