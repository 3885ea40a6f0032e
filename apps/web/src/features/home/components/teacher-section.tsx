import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Avatar, Box, Button, Container, Typography } from '@mui/material';
import type { PublicTeacher } from '@gjs/shared';
import { FALLBACK_TEACHER, initials, paragraphs } from '../lib/teacher.ts';
import { homeTexts } from '../lib/home-texts.ts';
import { useTexts } from '#lib/i18n/texts.ts';

/** About the teacher, with a link to their own site; the owner sets both in the site settings. */
export function TeacherSection({ teacher = FALLBACK_TEACHER }: { teacher?: PublicTeacher | undefined }) {
  const { teacher: texts } = useTexts(homeTexts);
  const bio = paragraphs(teacher.bio);
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
          alt={teacher.name}
          src={teacher.photo_url ?? undefined}
          sx={{
            width: { xs: 140, md: 180 },
            height: { xs: 140, md: 180 },
            fontSize: { xs: '3rem', md: '4rem' },
            fontWeight: 700,
            bgcolor: 'primary.main',
            boxShadow: '0 0 0 8px rgba(2, 115, 104, 0.12)',
          }}
        >
          {initials(teacher.name)}
        </Avatar>
        <Box>
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.5 }}
          >
            {texts.overline}
          </Typography>
          <Typography
            id="teacher-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}
          >
            {texts.heading(teacher.name)}
          </Typography>
          {bio.map((text, i) => (
            <Typography key={i} color="text.secondary" sx={{ mb: i === bio.length - 1 ? 3 : 2 }}>
              {text}
            </Typography>
          ))}
          {teacher.website_url && (
            <Button
              variant="outlined"
              href={teacher.website_url}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon />}
            >
              {texts.website}
            </Button>
          )}
        </Box>
      </Container>
    </Box>
  );
}
