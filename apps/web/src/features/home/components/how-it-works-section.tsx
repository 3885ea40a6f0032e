import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import SchoolIcon from '@mui/icons-material/School';
import { Box, Container } from '@mui/material';
import { CardGrid, type FeatureCard } from './feature-trio.tsx';
import { SectionHeading } from './section.tsx';

const CATEGORIES: FeatureCard[] = [
  {
    title: 'Song Lessons',
    text: 'Each song in chapters: the melody, the solo and the chords, slowly and at tempo, with the score to download.',
    icon: <MusicNoteIcon fontSize="large" />,
  },
  {
    title: 'Techniques Lessons',
    text: 'The right hand and the left hand of gypsy jazz, one technique per course, explained close up.',
    icon: <SchoolIcon fontSize="large" />,
  },
  {
    title: 'Techniques Workouts',
    text: 'Short daily exercises that turn each technique into a habit, with a speed control to grow into the tempo.',
    icon: <FitnessCenterIcon fontSize="large" />,
  },
  {
    title: 'Backing Tracks',
    text: 'Play along with a real rhythm section while the chord chart follows the music bar by bar.',
    icon: <HeadphonesIcon fontSize="large" />,
  },
];

/** 'How Does It Work?' with its four categories (decision 0420). */
export function HowItWorksSection() {
  return (
    <Box
      component="section"
      aria-labelledby="how-heading"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
    >
      <Container>
        <SectionHeading
          id="how-heading"
          subtitle="Pick a course, follow it chapter by chapter, and practise with the material that comes with it."
        >
          How Does It Work?
        </SectionHeading>
        <CardGrid cards={CATEGORIES} columns={4} />
      </Container>
    </Box>
  );
}
