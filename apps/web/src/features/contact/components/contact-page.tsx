import { Container, Paper, Typography } from '@mui/material';
import { useTexts } from '#lib/i18n/texts.ts';
import { contactTexts } from '../lib/contact-texts.ts';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const t = useTexts(contactTexts);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {t.h}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.intro}
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <ContactForm />
      </Paper>
    </Container>
  );
}
