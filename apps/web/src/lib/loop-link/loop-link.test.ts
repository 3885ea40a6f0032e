import { describe, expect, it } from 'vitest';
import { loopLinkPath, matchLoopLink, parseLoopLink } from './loop-link.ts';

const parse = (query: string, bars?: number) => parseLoopLink(new URLSearchParams(query), bars);

describe('loop links', () => {
  it('read track, bars, tempo and ramp', () => {
    expect(parse('track=3&bars=5-8&tempo=85&ramp=70-90-5')).toEqual({
      link: { track: 3, bars: { first: 5, last: 8 }, tempo: 85, ramp: { start: 70, target: 90, step: 5 } },
      invalid: [],
    });
    expect(parse('track=3&bars=4')).toEqual({
      link: { track: 3, bars: { first: 4, last: 4 }, tempo: null, ramp: null },
      invalid: [],
    });
  });

  it('carry a key of -6 to +6 semitones, and leave a key of 0 out', () => {
    expect(parse('track=3&key=-3').link).toMatchObject({ track: 3, key: -3 });
    expect(parse('track=3&key=+2').link).toMatchObject({ key: 2 });
    expect(parse('track=3&key=7')).toMatchObject({ invalid: ['key'] });
    expect(parse('track=3&key=1.5')).toMatchObject({ invalid: ['key'] });
    expect(loopLinkPath({ track: 3, bars: null, tempo: 25, ramp: null, key: -3 })).toBe(
      '/backing-tracks?track=3&tempo=25&key=-3',
    );
    expect(loopLinkPath({ track: 3, bars: null, tempo: 100, ramp: null, key: 0 })).toBe(
      '/backing-tracks?track=3&tempo=100',
    );
  });

  it('are no link without a track, and nothing but a notice with a bad one', () => {
    expect(parse('')).toEqual({ link: null, invalid: [] });
    expect(parse('track=abc&bars=1-2')).toEqual({ link: null, invalid: ['track'] });
    expect(parse('track=0')).toEqual({ link: null, invalid: ['track'] });
  });

  it.each([
    ['bars=8-5', 'bars'],
    ['bars=0-4', 'bars'],
    ['bars=1-2-3', 'bars'],
    ['bars=<script>', 'bars'],
    ['tempo=24', 'tempo'],
    ['tempo=201', 'tempo'],
    ['tempo=85.5', 'tempo'],
    ['ramp=90-70-5', 'ramp'],
    ['ramp=70-90-0', 'ramp'],
    ['ramp=70-90', 'ramp'],
    ["tempo=1' or '1'='1", 'tempo'],
  ])('drop an invalid %s and name it', (query, name) => {
    const { link, invalid } = parse(`track=2&${query}`);
    expect(link?.track).toBe(2);
    expect(invalid).toEqual([name]);
  });

  it('drop bars beyond the chart once its length is known', () => {
    expect(parse('track=2&bars=30-34', 32)).toEqual({
      link: { track: 2, bars: null, tempo: null, ramp: null },
      invalid: ['bars'],
    });
  });

  it('are written in exactly the documented form and read back the same', () => {
    const link = {
      track: 7,
      bars: { first: 9, last: 16 },
      tempo: 80,
      ramp: { start: 70, target: 100, step: 10 },
    };
    const path = loopLinkPath(link);
    expect(path).toBe('/backing-tracks?track=7&bars=9-16&tempo=80&ramp=70-100-10');
    expect(parse(path.split('?')[1]!).link).toEqual(link);
  });

  it('are recognised in forum texts only when they point at this site and are valid', () => {
    const origin = 'https://school.example';
    expect(
      matchLoopLink('https://school.example/backing-tracks?track=1&bars=1-4&tempo=90', origin),
    ).toMatchObject({ track: 1 });
    expect(matchLoopLink('/backing-tracks?track=1&tempo=90', origin)).toMatchObject({ tempo: 90 });
    expect(matchLoopLink('https://evil.example/backing-tracks?track=1', origin)).toBeNull();
    expect(matchLoopLink('https://school.example/backing-tracks?track=1&tempo=999', origin)).toBeNull();
    expect(matchLoopLink('https://school.example/courses?track=1', origin)).toBeNull();
    expect(matchLoopLink('javascript:alert(1)', origin)).toBeNull();
  });
});
