import type { ChordBar } from '@gjs/shared';
import type { BackingTrackPlayerProps } from './backing-track-player.tsx';

// Test-only. 120 BPM: 2 s a bar; 8 bars, 2 choruses, from 1 s. Bar n of chorus c starts at 1 + (8c + n) * 2.
const CHORDS: ChordBar[] = ['Dm', 'Dm', 'Gm6', 'Gm6', 'A7', 'A7', 'Dm', ['Dm', 'A7']];
export const PROPS: BackingTrackPlayerProps = {
  audioUrl: '/api/media/backing-tracks/a.mp3?sig=1',
  chords: CHORDS,
  starttime: 1,
  tempo: 120,
  repetitions: 2,
};
