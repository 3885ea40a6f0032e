import type { ReactNode } from 'react';
import { Container, Paper, Typography } from '@mui/material';

type FormCardProps = { title: string; children: ReactNode };

/** A narrow centred card with the page heading: the frame of the login and password pages. */
export function FormCard({ title, children }: FormCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }} elevation={1}>
        <Typography variant="h4" component="h1" align="center" gutterBottom>
          {title}
        </Typography>
        {children}
      </Paper>
    </Container>
  );
}
