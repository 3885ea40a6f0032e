import { Box, TextField, Typography } from '@mui/material';
import { parseChordChart } from '@gjs/shared';
import { ChordGrid } from '#components/chord-grid/chord-grid.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { backingTrackTexts } from '../lib/backing-track-texts.ts';

type ChordChartEditorProps = {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/** Bars typed as text ('|' or a new line between bars, spaces between chords of one bar), shown in the player's grid. */
export function ChordChartEditor({ value, onChange, onBlur, error }: ChordChartEditorProps) {
  const texts = useTexts(backingTrackTexts).chart;
  const bars = parseChordChart(value);
  return (
    <Box>
      <TextField
        label={texts.label}
        multiline
        minRows={4}
        fullWidth
        margin="normal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? texts.help}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.bars(bars.length)}
      </Typography>
      {bars.length > 0 && <ChordGrid chords={bars} label={texts.preview} />}
    </Box>
  );
}
