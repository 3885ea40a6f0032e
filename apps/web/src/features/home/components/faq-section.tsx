import { useState } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Container, Typography } from '@mui/material';
import type { FaqEntry } from '../lib/faq-entries.ts';
import { SectionHeading } from './section.tsx';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** One entry open at a time; opening another closes it, and clicking the open one closes it (product 0422). */
export function FaqSection({ entries: given }: { entries?: FaqEntry[] }) {
  const texts = useTexts(homeTexts);
  const entries = given ?? texts.faq;
  const [open, setOpen] = useState<number | null>(null);

  return (
    <Container maxWidth="md" component="section" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <SectionHeading id="faq-heading">{texts.faqHeading}</SectionHeading>
      {entries.map((entry, index) => (
        <Accordion
          key={entry.question}
          expanded={open === index}
          onChange={(_, expanded) => setOpen(expanded ? index : null)}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            mb: 1.5,
            '&::before': { display: 'none' },
            '&.Mui-expanded': { borderColor: 'primary.main' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${index}-header`}
            aria-controls={`faq-${index}-content`}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {entry.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${index}-content`}>
            <Typography color="text.secondary">{entry.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
