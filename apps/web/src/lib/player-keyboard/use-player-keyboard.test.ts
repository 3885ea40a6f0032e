import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BACKING_TRACK_KEY_OWNERS, VIDEO_KEY_OWNERS } from './player-keys.ts';
import { usePlayerKeyboard } from './use-player-keyboard.ts';

function press(key: string, timeStamp = 0): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  window.dispatchEvent(event);
  return event;
}

describe('usePlayerKeyboard', () => {
  it('seeks 5 s with the arrows and toggles once per 300 ms with Space', () => {
    const commands = { togglePlay: vi.fn(), seekBy: vi.fn() };
    renderHook(() => usePlayerKeyboard(commands, BACKING_TRACK_KEY_OWNERS));
    expect(press('ArrowLeft').defaultPrevented).toBe(true);
    press('ArrowRight');
    expect(commands.seekBy.mock.calls).toEqual([[-5], [5]]);
    press(' ', 1000);
    press(' ', 1100);
    press(' ', 1500);
    expect(commands.togglePlay).toHaveBeenCalledTimes(2);
  });

  it('leaves the keys alone while disabled, not ready, or with a modifier', () => {
    const commands = { togglePlay: vi.fn(), seekBy: vi.fn(), ready: () => false };
    renderHook(() => usePlayerKeyboard(commands, VIDEO_KEY_OWNERS));
    expect(press(' ').defaultPrevented).toBe(false);
    const disabled = { togglePlay: vi.fn(), seekBy: vi.fn() };
    const { unmount } = renderHook(() => usePlayerKeyboard(disabled, VIDEO_KEY_OWNERS, false));
    press('ArrowLeft');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', ctrlKey: true }));
    expect(disabled.seekBy).not.toHaveBeenCalled();
    expect(commands.seekBy).not.toHaveBeenCalled();
    unmount();
  });
});
