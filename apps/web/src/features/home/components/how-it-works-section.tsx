import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Container } from '@mui/material';
import { CardGrid, type FeatureCard } from './feature-trio.tsx';
import { SectionHeading } from './section.tsx';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** 'How Does It Work?' with its four categories (product 0420). */
export function HowItWorksSection() {
  const { howItWorks: texts } = useTexts(homeTexts);
  const categories: FeatureCard[] = [
    { title: texts.songLessons, text: texts.songLessonsText, icon: <MusicNoteIcon fontSize="large" /> },
    {
      title: texts.techniqueLessons,
      text: texts.techniqueLessonsText,
      icon: <SchoolIcon fontSize="large" />,
    },
    { title: texts.workouts, text: texts.workoutsText, icon: <FitnessCenterIcon fontSize="large" /> },
    { title: texts.backingTracks, text: texts.backingTracksText, icon: <HeadphonesIcon fontSize="large" /> },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="how-heading"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
    >
      <Container>
        <SectionHeading id="how-heading" subtitle={texts.subtitle}>
          {texts.heading}
        </SectionHeading>
        <CardGrid cards={categories} columns={4} />
      </Container>
    </Box>
  );
}
