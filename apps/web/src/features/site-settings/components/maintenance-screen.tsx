import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Container, Paper, Typography } from '@mui/material';

export default function MaintenanceScreen() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ConstructionIcon color="secondary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 3 }}>
          Maintenance Mode
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>
            We&apos;re currently performing scheduled maintenance to improve your experience.
          </Typography>
          <Typography>The website will be back online shortly. Thank you for your patience!</Typography>
          <Typography color="text.secondary">
            Expected downtime: We&apos;ll be back as soon as possible
          </Typography>
        </Box>
      </Paper>
    </Container>
  );
}
