import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import type { Chapter, CourseDetail } from '@gjs/shared';
import { paths } from '../../../config/paths.ts';
import { chapterQuestionState } from '../lib/chapter-question.ts';
import { chordProgression, isBackingTrackChapter, isChordsChapter } from '../lib/chapters.ts';
import { BackingTrackChapter } from './backing-track-chapter.tsx';
import { ChapterDownloads } from './chapter-downloads.tsx';
import { ChordProgression } from './chord-progression.tsx';
import { VideoPlayer } from './video-player.tsx';

type ChapterContentProps = {
  course: CourseDetail;
  chapter: Chapter;
  index: number;
  speed: number;
  onSpeedChange: (speed: number) => void;
};

/** The main area for one chapter: the player, the chord progression, downloads and the forum question. */
export function ChapterContent({ course, chapter, index, speed, onSpeedChange }: ChapterContentProps) {
  const navigate = useNavigate();
  const chords = isChordsChapter(chapter) ? chordProgression(course) : [];

  return (
    <Stack spacing={3}>
      <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
        {chapter.heading}
      </Typography>
      {isBackingTrackChapter(chapter) ? (
        <BackingTrackChapter data={chapter.backing_track_data} />
      ) : (
        <VideoPlayer
          src={chapter.video_url}
          title={chapter.heading}
          speed={speed}
          onSpeedChange={onSpeedChange}
        />
      )}
      {chords.length > 0 && <ChordProgression chords={chords} />}
      <Divider />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 3,
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-end' },
        }}
      >
        <ChapterDownloads chapter={chapter} />
        <Button
          variant="contained"
          color="secondary"
          startIcon={<QuestionAnswerIcon />}
          onClick={() =>
            void navigate(paths.forum.getHref(), {
              state: chapterQuestionState(course, index, chapter.heading),
            })
          }
        >
          Ask a question about this chapter
        </Button>
      </Box>
    </Stack>
  );
}
