import { Container, Paper, Typography } from '@mui/material';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        Contact Us
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Questions about the lessons, your subscription or private lessons? Write to us and we will answer by
        e-mail.
      </Typography>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <ContactForm />
      </Paper>
    </Container>
  );
}
