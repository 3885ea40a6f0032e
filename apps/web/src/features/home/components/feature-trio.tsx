import type { ReactNode } from 'react';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PanToolIcon from '@mui/icons-material/PanTool';
import { Box, Container, Paper, Typography } from '@mui/material';
import { SectionHeading } from './section.tsx';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

export type FeatureCard = { title: string; text: string; icon: ReactNode };

/** A grid of cards with an icon, a title and a line of text. */
export function CardGrid({ cards, columns }: { cards: FeatureCard[]; columns: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
      }}
    >
      {cards.map((card) => (
        <Paper key={card.title} variant="outlined" sx={{ p: 3.5, borderRadius: 3, height: '100%' }}>
          <Box
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(2, 115, 104, 0.1)',
              color: 'primary.main',
              mb: 2,
            }}
          >
            {card.icon}
          </Box>
          <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
            {card.title}
          </Typography>
          <Typography color="text.secondary">{card.text}</Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** Songs, rhythm lessons, techniques (product 0420). */
export function FeatureTrio() {
  const { features: texts } = useTexts(homeTexts);
  const features: FeatureCard[] = [
    { title: texts.songs, text: texts.songsText, icon: <LibraryMusicIcon fontSize="large" /> },
    { title: texts.rhythm, text: texts.rhythmText, icon: <GraphicEqIcon fontSize="large" /> },
    { title: texts.techniques, text: texts.techniquesText, icon: <PanToolIcon fontSize="large" /> },
  ];
  return (
    <Container component="section" aria-labelledby="features-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <SectionHeading id="features-heading" subtitle={texts.subtitle}>
        {texts.heading}
      </SectionHeading>
      <CardGrid cards={features} columns={3} />
    </Container>
  );
}
