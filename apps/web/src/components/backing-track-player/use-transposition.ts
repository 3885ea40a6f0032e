import { useMemo } from 'react';
import type { ChordBar } from '@gjs/shared';
import { parseKey, transposeChart, transposeKey } from '../../lib/transpose/transpose.ts';

/** The chart and the key as the member hears them, `semitones` from the recording (decision 0313). */
export function useTransposition(chords: ChordBar[], semitones: number, trackKey: string | undefined) {
  const recordedKey = useMemo(() => parseKey(trackKey), [trackKey]);
  const shownChords = useMemo(
    () => transposeChart(chords, semitones, recordedKey),
    [chords, semitones, recordedKey],
  );
  const keys = useMemo(
    () => (recordedKey ? { from: recordedKey, to: transposeKey(recordedKey, semitones, chords) } : null),
    [recordedKey, semitones, chords],
  );
  return { shownChords, keys };
}
