import type { ReactNode } from 'react';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PanToolIcon from '@mui/icons-material/PanTool';
import { Box, Container, Paper, Typography } from '@mui/material';
import { SectionHeading } from './section.tsx';

export type FeatureCard = { title: string; text: string; icon: ReactNode };

const FEATURES: FeatureCard[] = [
  {
    title: 'Songs',
    text: 'The classics of the repertoire, from the melody to the solo and the chords, explained note by note.',
    icon: <LibraryMusicIcon fontSize="large" />,
  },
  {
    title: 'Rhythm Lessons',
    text: 'La pompe, the driving swing rhythm at the heart of the style, from the first strokes to full tempo.',
    icon: <GraphicEqIcon fontSize="large" />,
  },
  {
    title: 'Techniques',
    text: 'Rest-stroke picking, arpeggios, runs and the left-hand tricks that make the gypsy jazz sound.',
    icon: <PanToolIcon fontSize="large" />,
  },
];

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

/** Songs, rhythm lessons, techniques (decision 0420). */
export function FeatureTrio() {
  return (
    <Container component="section" aria-labelledby="features-heading" sx={{ py: { xs: 6, md: 9 } }}>
      <SectionHeading id="features-heading" subtitle="Everything a gypsy jazz guitarist needs, in one place.">
        What You Will Learn
      </SectionHeading>
      <CardGrid cards={FEATURES} columns={3} />
    </Container>
  );
}
