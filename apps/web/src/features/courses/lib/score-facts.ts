/** What the score region says about a score: its key from the first bar's key signature (decision 0631). */
const MAJOR_TONICS = ['Cb', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];
const MINOR_TONICS = ['Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'G#', 'D#', 'A#'];

export type ScoreKey = { tonic: string; mode: 'major' | 'minor' };

/** The key of `fifths` sharps (negative: flats), in major or minor; null outside -7..7. */
export function keyOf(fifths: number, minor: boolean): ScoreKey | null {
  const tonic = (minor ? MINOR_TONICS : MAJOR_TONICS)[fifths + 7];
  return tonic ? { tonic, mode: minor ? 'minor' : 'major' } : null;
}

/** German note names: B is H, Bb is B, sharps end in -is and flats in -es (Eb: Es, Ab: As). */
export function germanTonic(tonic: string): string {
  const special: Record<string, string> = { B: 'H', Bb: 'B', Eb: 'Es', Ab: 'As' };
  if (special[tonic]) return special[tonic];
  if (tonic.endsWith('#')) return `${tonic[0]}is`;
  if (tonic.endsWith('b')) return `${tonic[0]}es`;
  return tonic;
}
