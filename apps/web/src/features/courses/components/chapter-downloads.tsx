import type { ReactNode } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { Button, Stack, Typography } from '@mui/material';
import type { Chapter } from '@gjs/shared';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';

function DownloadButton({ href, label, icon }: { href: string | null; label: string; icon: ReactNode }) {
  if (!href) {
    return (
      <Button variant="outlined" startIcon={icon} disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outlined" startIcon={icon} href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </Button>
  );
}

/** Score downloads of the chapter; each opens in a new tab, and is disabled when there is no such file. */
export function ChapterDownloads({ chapter }: { chapter: Pick<Chapter, 'pdf_url' | 'music_xml_url'> }) {
  const { downloads: texts } = useTexts(courseViewerTexts);
  return (
    <section aria-labelledby="downloads-heading">
      <Typography id="downloads-heading" variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {texts.heading}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <DownloadButton href={chapter.pdf_url} label={texts.pdf} icon={<DescriptionIcon />} />
        <DownloadButton href={chapter.music_xml_url} label={texts.musicXml} icon={<LibraryMusicIcon />} />
      </Stack>
    </section>
  );
}
