import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Avatar, Box, Button, Container, Typography } from '@mui/material';
import { TEACHER } from '../lib/teacher.ts';

/** About the teacher, with a link to their own site (spec §2). */
export function TeacherSection() {
  return (
    <Box
      component="section"
      aria-labelledby="teacher-heading"
      sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
    >
      <Container
        maxWidth="md"
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
          alignItems: 'center',
          justifyItems: { xs: 'center', md: 'start' },
          textAlign: { xs: 'center', md: 'left' },
        }}
      >
        <Avatar
          alt={TEACHER.name}
          sx={{
            width: { xs: 140, md: 180 },
            height: { xs: 140, md: 180 },
            fontSize: { xs: '3rem', md: '4rem' },
            fontWeight: 700,
            bgcolor: 'primary.main',
            boxShadow: '0 0 0 8px rgba(2, 115, 104, 0.12)',
          }}
        >
          {TEACHER.initials}
        </Avatar>
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.5 }}
          >
            Your Teacher
          </Typography>
          <Typography
            id="teacher-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
          >
            {`Meet ${TEACHER.name}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {TEACHER.firstName} is a professional gypsy jazz guitarist and teacher in Berlin. He has played
            the festivals and jam sessions of Europe for more than twenty years, and has taught hundreds of
            students the music of Django Reinhardt, in English and in German.
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Every lesson on this site is his: filmed close up, played slowly, then at tempo.
          </Typography>
          <Button
            variant="outlined"
            href={TEACHER.websiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            Visit his website
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
