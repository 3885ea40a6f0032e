import type { ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Container, Divider, Typography } from '@mui/material';
import { usePrivateLessons } from '../api/get-private-lessons.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { privateLessonsErrorText, privateLessonsTexts } from '../lib/private-lessons-texts.ts';
import { LessonSection } from './lesson-section.tsx';
import { useMessageText } from '#lib/i18n/message-texts.ts';

function Message({ children, error = false }: { children: string; error?: boolean }) {
  return (
    <Typography
      role={error ? 'alert' : undefined}
      color={error ? 'error' : 'text.secondary'}
      sx={{ py: 6, textAlign: 'center', fontWeight: 500 }}
    >
      {children}
    </Typography>
  );
}

/**
 * The student's private lessons (product 0420): one expandable panel per lesson, its sections in order; `children`
 * (the takes) follow them.
 */
export function PrivateLessonsPage({ children }: { children?: ReactNode }) {
  const lessons = usePrivateLessons();
  const texts = useTexts(privateLessonsTexts);
  const translate = useMessageText();

  let body;
  if (lessons.isPending) body = <Message>{texts.loading}</Message>;
  else if (lessons.isError)
    body = <Message error>{translate(privateLessonsErrorText(lessons.error, texts.loadFailed))}</Message>;
  else if (lessons.data.length === 0) body = <Message>{texts.empty}</Message>;
  else {
    body = lessons.data.map((lesson) => (
      // The accordion's own heading element is the lesson's h2, right below the page's h1.
      <Accordion
        key={lesson.id}
        slots={{ heading: 'h2' }}
        slotProps={{ transition: { unmountOnExit: true } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography variant="h6" component="span">
            {lesson.name}
          </Typography>
        </AccordionSummary>
        <AccordionDetails>
          {lesson.sections.map((section, index) => (
            <div key={section.id}>
              {index > 0 && <Divider />}
              <LessonSection lessonName={lesson.name} section={section} />
            </div>
          ))}
        </AccordionDetails>
      </Accordion>
    ));
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {texts.heading}
      </Typography>
      {body}
      {children}
    </Container>
  );
}
