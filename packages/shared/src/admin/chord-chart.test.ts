import { describe, expect, it } from 'vitest';
import { formatChordChart, parseChordChart } from './chord-chart.ts';

describe('parseChordChart', () => {
  it('splits bars on | and line breaks and keeps several chords of one bar as a list', () => {
    expect(parseChordChart('Am6 | Am7 D7 |\nGmaj7|  | E7')).toEqual(['Am6', ['Am7', 'D7'], 'Gmaj7', 'E7']);
  });

  it('round-trips through formatChordChart with four bars a line', () => {
    const bars = ['A', ['B', 'C'], 'D', 'E', 'F'];
    const text = formatChordChart(bars);
    expect(text).toBe('A | B C | D | E\nF');
    expect(parseChordChart(text)).toEqual(bars);
  });
});
