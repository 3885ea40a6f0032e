import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadMyData } from '../api/download-my-data.ts';

/** "Download my data": everything the school keeps about the member, as one JSON file (decision 0620). */
export function MyDataPanel() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = () => {
    setBusy(true);
    setError(null);
    downloadMyData()
      .catch((e: unknown) => setError(errorMessage(e) ?? 'Download failed.'))
      .finally(() => setBusy(false));
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="my-data-heading" sx={{ p: 3 }}>
      <Typography id="my-data-heading" variant="h6" component="h2">
        Your data
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          One file with your account, profile, subscription, forum posts and comments, course progress,
          practice settings and practice log.
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={busy}>
          Download my data
        </Button>
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Paper>
  );
}
