import { describe, expect, it } from 'vitest';
import { germanTonic, keyOf } from './score-facts.ts';

describe('score facts', () => {
  it('names the key of a key signature', () => {
    expect(keyOf(0, true)).toEqual({ tonic: 'A', mode: 'minor' });
    expect(keyOf(-2, false)).toEqual({ tonic: 'Bb', mode: 'major' });
    expect(keyOf(3, false)).toEqual({ tonic: 'A', mode: 'major' });
    expect(keyOf(9, false)).toBeNull();
  });

  it('names tonics the German way', () => {
    expect(['B', 'Bb', 'Eb', 'F#', 'Db', 'A'].map(germanTonic)).toEqual(['H', 'B', 'Es', 'Fis', 'Des', 'A']);
  });
});
