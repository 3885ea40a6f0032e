import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { publicCancellationResponseSchema } from '@gjs/shared';
import { FormCard } from '#components/ui/form-card.tsx';
import { paths } from '#config/paths.ts';
import { CANCELLATION_TEXTS as TEXTS, germanDateTime } from '../lib/cancellation-texts.ts';

/** The confirmation page after a cancellation: when it was received, and that the e-mail is on its way. */
export function CancellationConfirmation() {
  const { state } = useLocation();
  const answer = publicCancellationResponseSchema.safeParse(state);
  // Only reachable right after a cancellation; opened directly it leads to the form.
  if (!answer.success) return <Navigate to={paths.cancellation.getHref()} replace />;
  const { date, time } = germanDateTime(answer.data.received_at);

  return (
    <FormCard title={TEXTS.confirmedTitle}>
      <Box lang="de" sx={{ textAlign: 'center' }}>
        <Typography role="status" sx={{ mb: 2, fontWeight: 600 }}>
          {TEXTS.receivedAt(date, time)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {TEXTS.mailed}
        </Typography>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          {TEXTS.home}
        </Button>
      </Box>
    </FormCard>
  );
}
