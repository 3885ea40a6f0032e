import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from './hydrate-on-intent.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('onFirstIntent', () => {
  it('starts once, on the first sign of use, whatever comes after', () => {
    document.body.innerHTML = '<div id="root"><button type="button">Question</button></div>';
    const start = vi.fn();
    onFirstIntent(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
