import { Typography } from '@mui/material';
import type { ChordBar } from '@gjs/shared';
import { ChordGrid } from '#components/chord-grid/chord-grid.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { CHORD_BARS_PER_ROW } from '../lib/chapters.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';

/** The 'Chord Progression' of a Chords / Akkorde chapter: the course's chart, 8 rows of 4 bars. */
export function ChordProgression({ chords }: { chords: ChordBar[] }) {
  const texts = useTexts(courseViewerTexts);
  return (
    <section aria-labelledby="chord-progression-heading">
      <Typography id="chord-progression-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {texts.chordProgression}
      </Typography>
      <ChordGrid chords={chords} barsPerRow={CHORD_BARS_PER_ROW} label={texts.chordProgression} />
    </section>
  );
}
