import { vi } from 'vitest';

/**
 * jsdom has no media playback: this gives the player's audio elements a duration, a settable position that fires
 * 'seeking'/'seeked' like a browser, and play/pause that change `paused` and fire their events. Test-only.
 */
export function installFakeAudio(duration = 120) {
  const state = new WeakMap<HTMLMediaElement, { time: number; paused: boolean }>();
  const of = (el: HTMLMediaElement) => {
    let s = state.get(el);
    if (!s) {
      s = { time: 0, paused: true };
      state.set(el, s);
    }
    return s;
  };
  const proto = HTMLMediaElement.prototype;
  vi.spyOn(proto, 'duration', 'get').mockReturnValue(duration);
  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).paused;
  });
  vi.spyOn(proto, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return of(this).time;
  });
  vi.spyOn(proto, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, value: number) {
    of(this).time = value;
    this.dispatchEvent(new Event('seeking'));
    this.dispatchEvent(new Event('seeked'));
  });
  const play = vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = false;
    this.dispatchEvent(new Event('play'));
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    of(this).paused = true;
    this.dispatchEvent(new Event('pause'));
  });
  /** Moves the position as playback would: no seek events, only a time update. */
  const advanceTo = (el: HTMLMediaElement, time: number) => {
    of(el).time = time;
    el.dispatchEvent(new Event('timeupdate'));
  };
  return { play, pause, advanceTo };
}
