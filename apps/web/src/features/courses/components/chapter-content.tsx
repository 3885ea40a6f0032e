import type { PlayerMedia } from '#lib/audio-engine/player-media.ts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import type { Chapter, CourseDetail } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';
import { chapterQuestionState } from '../lib/chapter-question.ts';
import { loadScorePanel } from '../lib/load-score-panel.ts';
import { chordProgression, hasMedia, isBackingTrackChapter, isChordsChapter } from '../lib/chapters.ts';
import { BackingTrackChapter } from './backing-track-chapter.tsx';
import { ChapterDownloads } from './chapter-downloads.tsx';
import { ChordProgression } from './chord-progression.tsx';
import { ScorePlaceholder } from './score/score-frame.tsx';
import { VideoPlayer } from './video-player.tsx';
import type { ChapterProgressTracking } from '../hooks/use-chapter-progress.ts';
import { NO_PASSAGE, type PlayerPassage } from '#components/backing-track-player/player-passage.ts';
import { parseScoreLink } from '#lib/loop-link/score-link.ts';
import { preloadScoreFiles } from '#lib/score/alphatab-base.ts';

// The score's code (and alphaTab, which it loads) only where a chapter has a score (decision 0209).
const ScorePanel = lazy(loadScorePanel);

type ChapterContentProps = {
  course: CourseDetail;
  chapter: Chapter;
  index: number;
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** The member's progress in this chapter, once known (undefined while it loads). */
  progress?: ChapterProgressTracking | undefined;
  done?: boolean;
  onDoneChange?: (done: boolean) => void;
  doneSaving?: boolean;
};

/** The main area for one chapter: the player, the chord progression, downloads and the forum question. */
export function ChapterContent({
  course,
  chapter,
  index,
  speed,
  onSpeedChange,
  progress,
  done = false,
  onDoneChange,
  doneSaving = false,
}: ChapterContentProps) {
  const navigate = useNavigate();
  const texts = useTexts(courseViewerTexts);
  const labels = useTexts(courseLabelsTexts);
  const chords = isChordsChapter(chapter) ? chordProgression(course) : [];
  const [media, setMedia] = useState<PlayerMedia | null>(null);
  // A backing-track chapter's score and player share one passage: the chart's selection and loop (decision 0631).
  const [passage, setPassage] = useState<PlayerPassage>(NO_PASSAGE);
  const track = chapter.score ? chapter.backing_track_data : null;
  const shared = track ? { passage, setPassage, track } : undefined;
  const [searchParams] = useSearchParams();
  // A score link names its chapter (decision 0631); its tempo is read here, its bars once the score is known.
  const link = chapter.score && searchParams.get('chapter') === String(chapter.id) ? searchParams : null;
  const linkTempo = link ? parseScoreLink(link, 0).tempo : null;
  // alphaTab and the score file start loading with the viewer's code, not after it (decision 0209).
  if (chapter.score) preloadScoreFiles(chapter.score.url);

  const belowScore = (
    <>
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
              state: chapterQuestionState(
                { name: course.name, display_level: labels.level(course.level) },
                index,
                chapter.heading,
                texts.questionSubject,
              ),
            })
          }
        >
          {texts.askQuestion}
        </Button>
      </Box>
    </>
  );

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {chapter.heading}
        </Typography>
        {onDoneChange && (
          <Button
            variant={done ? 'contained' : 'outlined'}
            color="success"
            aria-pressed={done}
            disabled={doneSaving}
            startIcon={done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
            onClick={() => onDoneChange(!done)}
          >
            {done ? texts.done : texts.markAsDone}
          </Button>
        )}
      </Stack>
      {isBackingTrackChapter(chapter) ? (
        <BackingTrackChapter
          data={chapter.backing_track_data}
          chapterId={chapter.id}
          percent={linkTempo ?? undefined}
          onMediaElement={setMedia}
          passage={shared}
        />
      ) : (
        <VideoPlayer
          source={
            chapter.stream
              ? { kind: 'stream', stream: chapter.stream }
              : chapter.video_url
                ? { kind: 'file', url: chapter.video_url }
                : null
          }
          title={chapter.heading}
          speed={speed}
          onSpeedChange={onSpeedChange}
          progress={progress}
          onMediaElement={setMedia}
        />
      )}
      {chapter.score ? (
        // What follows the score shows with it, so nothing below moves when the score's code arrives (decision 0631).
        <Suspense fallback={<ScorePlaceholder />}>
          <ScorePanel
            score={chapter.score}
            heading={chapter.heading}
            chapterId={chapter.id}
            withMedia={hasMedia(chapter)}
            media={media}
            speed={media?.playbackRate ?? speed}
            onSpeedChange={isBackingTrackChapter(chapter) ? undefined : onSpeedChange}
            link={link}
            shared={shared}
          />
          {belowScore}
        </Suspense>
      ) : (
        belowScore
      )}
    </Stack>
  );
}
