import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Container, Paper, Typography } from '@mui/material';
import { useTexts } from '#lib/i18n/texts.ts';
import { maintenanceTexts } from '../lib/maintenance-texts.ts';

export default function MaintenanceScreen() {
  const texts = useTexts(maintenanceTexts);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <ConstructionIcon color="secondary" sx={{ fontSize: 64, mb: 2 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, mb: 3 }}>
          {texts.heading}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{texts.performing}</Typography>
          <Typography>{texts.backSoon}</Typography>
          <Typography color="text.secondary">{texts.downtime}</Typography>
        </Box>
      </Paper>
    </Container>
  );
}
