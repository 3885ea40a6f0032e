import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKING_TRACK_KEY_OWNERS,
  createDebouncer,
  isKeyOwnedByTarget,
  playerKeyAction,
  SEEK_SECONDS,
  seekPosition,
  SPACE_DEBOUNCE_MS,
} from './player-keys.ts';

describe('player keys', () => {
  it('maps the arrows to a 5 s seek and Space to play/pause, nothing else', () => {
    expect(SEEK_SECONDS).toBe(5);
    expect(playerKeyAction('ArrowLeft')).toBe('seek-back');
    expect(playerKeyAction('ArrowRight')).toBe('seek-forward');
    expect(playerKeyAction(' ')).toBe('toggle-play');
    expect(playerKeyAction('ArrowUp')).toBeNull();
    expect(playerKeyAction('k')).toBeNull();
  });
});

describe('createDebouncer (Space, 300 ms)', () => {
  it('acts on the first press and ignores presses within 300 ms of the previous one', () => {
    expect(SPACE_DEBOUNCE_MS).toBe(300);
    const accept = createDebouncer(SPACE_DEBOUNCE_MS);
    expect(accept(1000)).toBe(true);
    expect(accept(1100)).toBe(false);
    expect(accept(1299)).toBe(false);
    // 300 ms after the last press (at 1299), not after the last toggle.
    expect(accept(1500)).toBe(false);
    expect(accept(1800)).toBe(true);
  });

  it('toggles once for a held key repeating every 30 ms', () => {
    const accept = createDebouncer(SPACE_DEBOUNCE_MS);
    const results = Array.from({ length: 40 }, (_, i) => accept(i * 30));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('never accepts two presses less than 300 ms apart, and always accepts after a 300 ms pause', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 30 }), (gaps) => {
        const accept = createDebouncer(SPACE_DEBOUNCE_MS);
        let time = 0;
        let previous = Number.NEGATIVE_INFINITY;
        for (const gap of gaps) {
          time += gap;
          const accepted = accept(time);
          expect(accepted).toBe(time - previous >= SPACE_DEBOUNCE_MS);
          previous = time;
        }
      }),
    );
  });
});

describe('isKeyOwnedByTarget', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };

  it('leaves arrows and Space to text fields, selects and the speed slider', () => {
    for (const html of [
      '<input type="text">',
      '<input type="range">',
      '<textarea></textarea>',
      '<select></select>',
      '<div role="slider"></div>',
      '<div role="combobox"></div>',
    ]) {
      expect(isKeyOwnedByTarget(element(html), 'ArrowLeft')).toBe(true);
      expect(isKeyOwnedByTarget(element(html), ' ')).toBe(true);
    }
  });

  it('leaves Space, but not the arrows, to buttons', () => {
    for (const html of ['<button>Next</button>', '<div role="button">1. Melody</div>']) {
      expect(isKeyOwnedByTarget(element(html), ' ')).toBe(true);
      expect(isKeyOwnedByTarget(element(html), 'ArrowRight')).toBe(false);
    }
  });

  it('takes the keys on the page, a link or the video itself', () => {
    for (const html of ['<div></div>', '<a href="/courses">Back</a>', '<video></video>']) {
      expect(isKeyOwnedByTarget(element(html), ' ')).toBe(false);
      expect(isKeyOwnedByTarget(element(html), 'ArrowLeft')).toBe(false);
    }
    expect(isKeyOwnedByTarget(document.body, ' ')).toBe(false);
    expect(isKeyOwnedByTarget(null, ' ')).toBe(false);
  });
});

describe('seekPosition', () => {
  it('moves by the delta, not before the start nor past the end', () => {
    expect(seekPosition(10, 5, 30)).toBe(15);
    expect(seekPosition(10, -5, 30)).toBe(5);
    expect(seekPosition(3, -5, 30)).toBe(0);
    expect(seekPosition(28, 5, 30)).toBe(30);
  });

  it('does not clamp to an unknown duration', () => {
    expect(seekPosition(10, 5, Number.NaN)).toBe(15);
    expect(seekPosition(10, 5, Number.POSITIVE_INFINITY)).toBe(15);
  });
});

describe('isKeyOwnedByTarget for the backing-track player', () => {
  const element = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as HTMLElement;
  };
  const owned = (html: string, key: string) =>
    isKeyOwnedByTarget(element(html), key, BACKING_TRACK_KEY_OWNERS);

  it('leaves the arrows to text fields and the sliders, Space to buttons and the loop switch', () => {
    expect(owned('<input type="range">', 'ArrowLeft')).toBe(true);
    expect(owned('<div role="slider"></div>', 'ArrowRight')).toBe(true);
    expect(owned('<button>Play</button>', ' ')).toBe(true);
    expect(owned('<span role="switch"></span>', ' ')).toBe(true);
    expect(owned('<button>Play</button>', 'ArrowLeft')).toBe(false);
  });

  it('takes Space on a focused slider, unlike the video player', () => {
    expect(owned('<div role="slider"></div>', ' ')).toBe(false);
    expect(isKeyOwnedByTarget(element('<div role="slider"></div>'), ' ')).toBe(true);
  });

  it("takes both keys on the chart's bars, even where a bar is a button", () => {
    expect(owned('<div role="button" data-bar-index="3"></div>', ' ')).toBe(false);
    expect(owned('<div role="button" data-bar-index="3"></div>', 'ArrowLeft')).toBe(false);
    // The video player has no bars: a button there keeps Space.
    expect(isKeyOwnedByTarget(element('<div role="button" data-bar-index="3"></div>'), ' ')).toBe(true);
  });

  it('takes the arrows on menus and radio buttons, which the video player leaves to them', () => {
    for (const html of ['<div role="menuitem"></div>', '<div role="radio"></div>']) {
      expect(owned(html, 'ArrowLeft')).toBe(false);
      expect(isKeyOwnedByTarget(element(html), 'ArrowLeft')).toBe(true);
    }
  });
});
