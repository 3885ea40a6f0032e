import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { TakeView } from '#components/take-view/take-view.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { useDeleteTake } from '../api/delete-take.ts';
import { useTakes } from '../api/list-takes.ts';
import { useReplyToTake } from '../api/reply-to-take.ts';
import { takesTexts } from '../lib/takes-texts.ts';
import { RecordTakeDialog } from './record-take-dialog.tsx';

const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;

/** The student's takes under their private lessons: record, list with state, remarks, answer and replies. */
export function TakesSection() {
  const texts = useTexts(takesTexts);
  const takes = useTakes();
  const reply = useReplyToTake();
  const remove = useDeleteTake();
  const [recording, setRecording] = useState(false);

  return (
    <Box component="section" aria-labelledby="takes-heading" sx={{ mt: 5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id="takes-heading" variant="h4" component="h2">
          {texts.heading}
        </Typography>
        <Button variant="contained" onClick={() => setRecording(true)}>
          {texts.record}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
        {takes.data && ` ${texts.used(mb(takes.data.used_bytes), mb(takes.data.quota_bytes))}`}
      </Typography>
      {takes.isPending && <Typography>{texts.loading}</Typography>}
      {takes.data?.takes.length === 0 && <Typography color="text.secondary">{texts.empty}</Typography>}
      {takes.data?.takes.map((take) => (
        <Accordion
          key={take.id}
          slots={{ heading: 'h3' }}
          slotProps={{ transition: { unmountOnExit: true } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography component="span">{take.title}</Typography>
              <Chip
                size="small"
                label={texts.state[take.state]}
                color={take.state === 'answered' ? 'success' : 'default'}
              />
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <TakeView
              take={take}
              mine="student"
              onReply={(text) => reply.mutateAsync({ id: take.id, text })}
            />
            <Button color="error" sx={{ mt: 2 }} onClick={() => remove.mutate(take.id)}>
              {texts.delete}
            </Button>
          </AccordionDetails>
        </Accordion>
      ))}
      <RecordTakeDialog open={recording} onClose={() => setRecording(false)} />
    </Box>
  );
}
