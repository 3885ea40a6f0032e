import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { privateLessonFileName, type PrivateLessonSection } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { privateLessonsTexts } from '../lib/private-lessons-texts.ts';

/** One section: its text, the video inline (max 400 px high, no download control) and the two downloads. */
export function LessonSection({
  lessonName,
  section,
}: {
  lessonName: string;
  section: PrivateLessonSection;
}) {
  const texts = useTexts(privateLessonsTexts);
  return (
    <Box component="section" aria-label={texts.section(section.order)} sx={{ py: 2 }}>
      <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{section.text}</Typography>
      {section.video_url && (
        <Box
          component="video"
          src={section.video_url}
          controls
          controlsList="nodownload"
          preload="metadata"
          onContextMenu={(event) => event.preventDefault()}
          sx={{
            display: 'block',
            width: '100%',
            maxHeight: 400,
            bgcolor: 'common.black',
            borderRadius: 1,
            mb: 2,
          }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {section.video_url && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={section.video_url}
            download={privateLessonFileName(lessonName, section.order, 'video')}
          >
            {texts.downloadVideo}
          </Button>
        )}
        {section.pdf_url && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={section.pdf_url}
            download={privateLessonFileName(lessonName, section.order, 'pdf')}
          >
            {texts.downloadPdf}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
