import type { ChordBar } from '../backing-tracks/contracts.ts';

/**
 * The chord chart as the admin editor writes it: bars separated by `|` or line breaks, several chords in one bar
 * separated by spaces ('Am7 D7' is one bar with two chords). Empty bars are ignored.
 */
export function parseChordChart(text: string): ChordBar[] {
  return text
    .split(/[|\n]/)
    .map((bar) => bar.trim().split(/\s+/).filter(Boolean))
    .filter((chords) => chords.length > 0)
    .map((chords) => (chords.length === 1 ? chords[0]! : chords));
}

/** The inverse of parseChordChart: four bars a line, as the player's grid shows them. */
export function formatChordChart(bars: ChordBar[], barsPerLine = 4): string {
  const lines: string[] = [];
  for (let i = 0; i < bars.length; i += barsPerLine) {
    lines.push(
      bars
        .slice(i, i + barsPerLine)
        .map((bar) => (Array.isArray(bar) ? bar.join(' ') : bar))
        .join(' | '),
    );
  }
  return lines.join('\n');
}
