import { Typography } from '@mui/material';
import type { ChordBar } from '@gjs/shared';
import { ChordGrid } from '../../../components/chord-grid/chord-grid.tsx';
import { CHORD_BARS_PER_ROW } from '../lib/chapters.ts';

/** The 'Chord Progression' of a Chords / Akkorde chapter: the course's chart, 8 rows of 4 bars. */
export function ChordProgression({ chords }: { chords: ChordBar[] }) {
  return (
    <section aria-labelledby="chord-progression-heading">
      <Typography id="chord-progression-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        Chord Progression
      </Typography>
      <ChordGrid chords={chords} barsPerRow={CHORD_BARS_PER_ROW} label="Chord Progression" />
    </section>
  );
}
