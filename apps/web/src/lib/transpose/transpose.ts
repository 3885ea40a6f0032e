// tonal's note and interval modules only: its chord, key and scale dictionaries would add about 30 kB to the player.
import { get as interval, semitones as intervalSemitones } from '@tonaljs/interval';
import { get as note, transpose } from '@tonaljs/note';
import type { ChordBar } from '@gjs/shared';

/** Transposition of the practice player (decision 0313): -6 to +6 semitones. */
export const KEY_SHIFT_MIN = -6;
export const KEY_SHIFT_MAX = 6;

export type MusicalKey = { tonic: string; mode: string };

/** "A minor", "Bb major" as the catalogue states keys; null for anything else. */
export function parseKey(text: string | null | undefined): MusicalKey | null {
  const match = /^\s*([A-G](?:#|b)?)\s+(major|minor)\s*$/i.exec(text ?? '');
  return match ? { tonic: match[1]!, mode: match[2]!.toLowerCase() } : null;
}

const QUALITIES = ['P', 'M', 'm', 'A', 'd'] as const;

/** Every interval of one to five steps that moves exactly `semitones` (up or down). */
function candidates(semitones: number): string[] {
  if (semitones === 0) return ['1P'];
  const sign = semitones < 0 ? '-' : '';
  const names: string[] = [];
  for (let number = 1; number <= 5; number += 1) {
    for (const quality of QUALITIES) {
      const name = `${sign}${number}${quality}`;
      if (!interval(name).empty && intervalSemitones(name) === semitones) names.push(name);
    }
  }
  return names;
}

const accidentals = (name: string) => Math.abs(note(name).alt);

/** Sharps or flats in the key signature: a major key's tonic is that many fifths from C, a minor key's three more. */
function keyAccidentals(key: MusicalKey, by: string): number {
  const tonic = note(transpose(key.tonic, by));
  if (tonic.empty || Math.abs(tonic.alt) > 1) return 99;
  const fifths = tonic.coord[0] ?? 0;
  return Math.abs(key.mode === 'minor' ? fifths - 3 : fifths);
}

/** A chord symbol's root, the rest of its name, and its bass after a slash: "Gm6/Bb" is G, "m6", Bb. */
function tokenize(chord: string): [string, string, string] {
  const match = /^([A-G](?:#{1,2}|b{1,2})?)(.*?)(?:\/([A-G](?:#{1,2}|b{1,2})?))?$/.exec(chord);
  return match ? [match[1]!, match[2]!, match[3] ?? ''] : ['', chord, ''];
}

const chordNames = (chords: readonly ChordBar[]) =>
  chords.flatMap((bar) => (typeof bar === 'string' ? [bar] : bar));

function rootsOf(chord: string): string[] {
  const [root, , bass] = tokenize(chord);
  return [root, bass].filter((note): note is string => Boolean(note));
}

/**
 * The interval that moves `semitones`, spelled for the new key: the one whose key signature has the fewest
 * accidentals (A minor +2 is B minor, not C-flat minor); without a known key, the one whose chord roots have the
 * fewest. Every chord is then moved by the same interval, so the chart reads in one key.
 */
export function spellingInterval(
  semitones: number,
  key: MusicalKey | null,
  chords: readonly ChordBar[],
): string {
  const names = candidates(semitones);
  const roots = chordNames(chords).flatMap(rootsOf);
  const cost = (by: string) =>
    (key ? keyAccidentals(key, by) * 100 : 0) +
    roots.reduce((sum, root) => sum + accidentals(transpose(root, by)) ** 2, 0);
  return names.reduce((best, name) => (cost(name) < cost(best) ? name : best), names[0] ?? '1P');
}

function transposeChord(chord: string, by: string): string {
  const [root, type, bass] = tokenize(chord);
  if (!root) return chord;
  const moved = `${transpose(root, by)}${type}`;
  return bass ? `${moved}/${transpose(bass, by)}` : moved;
}

/** The chord chart moved by `semitones`, spelled for the new key (tonal, not a table by hand). */
export function transposeChart(
  chords: readonly ChordBar[],
  semitones: number,
  key: MusicalKey | null,
): ChordBar[] {
  if (semitones === 0) return [...chords];
  const interval = spellingInterval(semitones, key, chords);
  return chords.map((bar) =>
    typeof bar === 'string'
      ? transposeChord(bar, interval)
      : bar.map((chord) => transposeChord(chord, interval)),
  );
}

/** The key after moving `semitones`, spelled as the chart is: "B minor". */
export function transposeKey(key: MusicalKey, semitones: number, chords: readonly ChordBar[]): MusicalKey {
  return { ...key, tonic: transpose(key.tonic, spellingInterval(semitones, key, chords)) };
}
