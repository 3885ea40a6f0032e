import { describe, expect, it } from 'vitest';
import { matchScoreLink, parseScoreLink, scoreLinkQuery } from './score-link.ts';

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

describe('score links in the forum', () => {
  const origin = 'https://school.example';
  it('are links to a course chapter with bars, in either language', () => {
    expect(matchScoreLink('/courses/3?chapter=12&bars=5-6&tempo=75', origin)).toEqual({
      course: 3,
      chapter: 12,
      bars: { first: 5, last: 6 },
      tempo: 75,
    });
    expect(matchScoreLink(`${origin}/de/courses/3?chapter=12&bars=2`, origin)).toMatchObject({
      bars: { first: 2, last: 2 },
      tempo: null,
    });
  });

  it('are not links elsewhere, without bars, or with values that do not fit', () => {
    expect(matchScoreLink('https://other.example/courses/3?chapter=12&bars=5-6', origin)).toBeNull();
    expect(matchScoreLink('/courses/3?chapter=12', origin)).toBeNull();
    expect(matchScoreLink('/courses/3?chapter=12&bars=6-5', origin)).toBeNull();
    expect(matchScoreLink('/courses/3?bars=1-2', origin)).toBeNull();
    expect(matchScoreLink('/courses/3?chapter=1&bars=1-2&tempo=500', origin)).toBeNull();
  });
});
