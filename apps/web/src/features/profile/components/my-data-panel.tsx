import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { downloadMyData } from '../api/download-my-data.ts';
import { profileTexts } from '../lib/profile-texts.ts';

/** "Download my data": everything the school keeps about the member, as one JSON file (decision 0620). */
export function MyDataPanel() {
  const texts = useTexts(profileTexts).myData;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setError(null);
    downloadMyData()
      .catch((e: unknown) => setError(errorMessage(e) ?? texts.failed))
      .finally(() => setBusy(false));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-data-heading" sx={{ p: 3 }}>
      <Typography id="my-data-heading" variant="h6" component="h2">
        {texts.heading}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {texts.text}
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
          {texts.download}
        </Button>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
