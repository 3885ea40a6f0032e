import { describe, expect, it } from 'vitest';
import { parseKey, transposeChart, transposeKey } from './transpose.ts';

const aMinor = parseKey('A minor');
const swing = ['Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', ['Am6', 'E7']];

describe('transposition', () => {
  it('reads the catalogue keys', () => {
    expect(parseKey('Bb major')).toEqual({ tonic: 'Bb', mode: 'major' });
    expect(parseKey('F# minor')).toEqual({ tonic: 'F#', mode: 'minor' });
    expect(parseKey('Minor Swing')).toBeNull();
  });

  it('moves Am6 up two semitones to Bm6, with every chord and the bars of two chords', () => {
    expect(transposeChart(swing, 2, aMinor)).toEqual([
      'Bm6',
      'Bm6',
      'Em6',
      'Em6',
      'F#7',
      'F#7',
      'Bm6',
      ['Bm6', 'F#7'],
    ]);
  });

  it('spells for the new key: A minor +1 is B-flat minor, -3 is F-sharp minor, +3 is C minor', () => {
    expect(transposeChart(swing, 1, aMinor).slice(0, 5)).toEqual(['Bbm6', 'Bbm6', 'Ebm6', 'Ebm6', 'F7']);
    expect(transposeChart(swing, -3, aMinor).slice(0, 5)).toEqual(['F#m6', 'F#m6', 'Bm6', 'Bm6', 'C#7']);
    expect(transposeKey(aMinor!, 3, swing)).toEqual({ tonic: 'C', mode: 'minor' });
    expect(transposeKey(parseKey('D minor')!, 5, [])).toEqual({ tonic: 'G', mode: 'minor' });
  });

  it('moves slash basses, altered chords and diminished chords in the same key', () => {
    expect(transposeChart(['Gm6/Bb', 'A7b9', 'Bbdim7', 'F#m7b5'], -2, parseKey('D minor'))).toEqual([
      'Fm6/Ab',
      'G7b9',
      'Abdim7',
      'Em7b5',
    ]);
  });

  it('spells without a key from the chords themselves, and leaves what is not a chord', () => {
    // F#7 B7 rather than Gb7 Cb7: fewer accidentals over the roots.
    expect(transposeChart(['F7', 'Bb7', 'N.C.'], 1, null)).toEqual(['F#7', 'B7', 'N.C.']);
    expect(transposeChart(['Am6'], 0, aMinor)).toEqual(['Am6']);
  });

  it('takes a tritone to a key of six accidentals, never to one of double sharps or flats', () => {
    expect(transposeKey(parseKey('C major')!, 6, ['C'])).toEqual({ tonic: 'F#', mode: 'major' });
    expect(transposeKey(parseKey('A minor')!, -6, ['Am'])).toEqual({ tonic: 'Eb', mode: 'minor' });
    expect(transposeChart(['C', 'G7'], 6, parseKey('C major'))).toEqual(['F#', 'C#7']);
  });
});
