import { describe, expect, it } from 'vitest';
import { parseScoreLink, scoreLinkQuery } from './score-link.ts';

const parse = (query: string) => parseScoreLink(new URLSearchParams(query), 32);

describe('score links', () => {
  it('reads bars (1-based, inclusive) and a tempo', () => {
    expect(parse('chapter=4&bars=5-6&tempo=75')).toEqual({
      bars: { first: 4, last: 5 },
      tempo: 75,
      invalid: [],
    });
    expect(parse('bars=3')).toEqual({ bars: { first: 2, last: 2 }, tempo: null, invalid: [] });
    expect(parse('chapter=4')).toEqual({ bars: null, tempo: null, invalid: [] });
  });

  it('drops values that do not fit and names them', () => {
    expect(parse('bars=6-5&tempo=75')).toEqual({ bars: null, tempo: 75, invalid: ['bars'] });
    expect(parse('bars=30-33&tempo=300')).toEqual({ bars: null, tempo: null, invalid: ['bars', 'tempo'] });
    expect(parse('bars=0-2&tempo=x')).toMatchObject({ invalid: ['bars', 'tempo'] });
  });

  it('writes the query the viewer reads back', () => {
    const query = scoreLinkQuery(4, { first: 4, last: 5 }, 75);
    expect(query).toBe('chapter=4&bars=5-6&tempo=75');
    expect(parse(query)).toMatchObject({ bars: { first: 4, last: 5 }, tempo: 75 });
  });
});
