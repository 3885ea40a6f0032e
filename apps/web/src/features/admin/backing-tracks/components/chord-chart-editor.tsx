import { Box, TextField, Typography } from '@mui/material';
import { parseChordChart } from '@gjs/shared';
import { ChordGrid } from '../../../../components/chord-grid/chord-grid.tsx';

type ChordChartEditorProps = {
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

/** Bars typed as text ('|' or a new line between bars, spaces between chords of one bar), shown in the player's grid. */
export function ChordChartEditor({ value, onChange, onBlur, error }: ChordChartEditorProps) {
  const bars = parseChordChart(value);
  return (
    <Box>
      <TextField
        label="Chord chart"
        multiline
        minRows={4}
        fullWidth
        margin="normal"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={
          error ??
          "Separate bars with | or a new line; chords sharing a bar with spaces, e.g. 'Am6 | Dm6 E7 | Am6'."
        }
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {bars.length} bars
      </Typography>
      {bars.length > 0 && <ChordGrid chords={bars} label="Chord chart preview" />}
    </Box>
  );
}
