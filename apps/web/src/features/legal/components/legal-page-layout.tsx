import type { ReactNode } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import type { BusinessDetails } from '@gjs/shared';
import type { LegalLanguage } from '../lib/legal-language.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { LegalRenderContext } from './legal-render-context.ts';

const LOAD_ERROR: Record<LegalLanguage, { text: string; retry: string }> = {
  de: {
    text: 'Die Anbieterangaben konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.',
    retry: 'Erneut laden',
  },
  en: { text: 'The provider details could not be loaded just now. Please try again.', retry: 'Try again' },
};

type LegalPageLayoutProps = {
  language: LegalLanguage;
  title: string;
  updated?: string;
  details: BusinessDetails | undefined;
  detailsFailed: boolean;
  onRetry: () => void;
  children: ReactNode;
};

/** The frame of the imprint, terms and privacy pages: heading, date, language switch, then the text. */
export function LegalPageLayout(props: LegalPageLayoutProps) {
  const { language, title, updated, details, detailsFailed, onRetry, children } = props;
  const error = LOAD_ERROR[language];
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper
        component="article"
        lang={language}
        elevation={1}
        sx={{ p: { xs: 2.5, sm: 4, md: 6 }, borderRadius: 3 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {title}
          </Typography>
          <LanguageSwitch />
        </Stack>
        {updated && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {updated}
          </Typography>
        )}
        {detailsFailed && (
          <Alert
            severity="warning"
            sx={{ mb: 3 }}
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {error.retry}
              </Button>
            }
          >
            {error.text}
          </Alert>
        )}
        <Box sx={{ mt: updated ? 0 : 3 }}>
          <LegalRenderContext value={{ language, details, detailsFailed }}>{children}</LegalRenderContext>
        </Box>
      </Paper>
    </Container>
  );
}
