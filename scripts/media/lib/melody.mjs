// The demo scores' melody line with its tablature (decision 0631, rule 26 of the project: made by our own scripts,
// free of third-party rights): an arpeggio line on each bar's chords, up in even bars and down in odd ones, quarter
// notes in the middle of the guitar's range, each note placed on the string that keeps the hand near the fifth fret.
import { parseChord, spellChordTones } from './chords.mjs';

/** Standard tuning, string 1 (high E) to 6 (low E), as MIDI notes. */
export const TUNING = [64, 59, 55, 50, 45, 40];
const LOWEST = 52; // E3 (sounding), the line's floor

/** A note's string (1-6) and fret: the string whose fret is nearest to the fifth, frets 0 to 12. */
export function fretOf(midi) {
  let best = null;
  TUNING.forEach((open, index) => {
    const fret = midi - open;
    if (fret < 0 || fret > 12) return;
    if (!best || Math.abs(fret - 5) < Math.abs(best.fret - 5)) best = { string: index + 1, fret };
  });
  if (!best) throw new Error(`MIDI note ${midi} is out of the guitar's first twelve frets`);
  return best;
}

/**
 * The notes of one bar, per chord: `[{ symbol, notes: [{ step, alter, octave, midi, beats, string, fret }] }]`,
 * four beats in all.
 */
export function melodyBar(entry, barIndex) {
  const symbols = Array.isArray(entry) ? entry : [entry];
  const beatsEach = 4 / symbols.length;
  return symbols.map((symbol) => {
    const { root } = parseChord(symbol);
    let rootMidi = LOWEST + ((root.pc - (LOWEST % 12) + 12) % 12);
    if (rootMidi < 55) rootMidi += 12;
    const tones = spellChordTones(symbol, rootMidi).slice(0, 4);
    const line = barIndex % 2 === 0 ? tones : [...tones].reverse();
    return {
      symbol,
      notes: line.slice(0, beatsEach).map((tone) => ({ ...tone, beats: 1, ...fretOf(tone.midi) })),
    };
  });
}
