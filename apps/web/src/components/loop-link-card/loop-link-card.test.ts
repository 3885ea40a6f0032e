import { describe, expect, it } from 'vitest';
import { describeLoop } from './loop-link-card.tsx';
import { loopLinkCardTexts } from './loop-link-card-texts.ts';

const english = loopLinkCardTexts.en;

describe('a loop link', () => {
  it('is described for people by its bars and its tempo or ramp', () => {
    expect(describeLoop({ bars: { first: 5, last: 8 }, tempo: 85, ramp: null }, english)).toBe(
      'Bars 5–8 at 85 %',
    );
    expect(
      describeLoop(
        { bars: { first: 3, last: 3 }, tempo: null, ramp: { start: 70, target: 90, step: 5 } },
        english,
      ),
    ).toBe('Bar 3 from 70 % to 90 % by 5 %');
    expect(describeLoop({ bars: null, tempo: 25, ramp: null, key: -3 }, english)).toBe(
      'at 25 % in -3 semitones',
    );
  });
});
