import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect-target.ts';

describe('safeRedirectTarget', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirectTarget('/courses/3')).toBe('/courses/3');
    expect(safeRedirectTarget('/forum?category=songs')).toBe('/forum?category=songs');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'courses'])(
    "falls back to '/' for %j",
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );
});
