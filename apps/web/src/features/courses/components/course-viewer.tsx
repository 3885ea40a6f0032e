import { useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, Collapse, Paper, Stack, Typography, useMediaQuery } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CourseDetail, CourseSummary } from '@gjs/shared';
import { NARROW_SCREEN_QUERY } from '#components/layouts/header.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';
import { chapterIndexOf, clampChapterIndex, otherLevelVersions } from '../lib/chapters.ts';
import { useViewerProgress } from '../hooks/use-viewer-progress.ts';
import { useCourseSpeed } from '../hooks/use-course-speed.ts';
import { ChapterContent } from './chapter-content.tsx';
import { ChapterPanel } from './chapter-panel.tsx';

const PANEL_WIDTH = 320;
const PANEL_ID = 'course-chapters-panel';

type CourseViewerProps = {
  course: CourseDetail;
  /** The catalogue, to offer the same course at another level. */
  catalogue: readonly CourseSummary[];
};

/** The course viewer (course detail, product 0420 and 0422): side panel, one chapter at a time, Previous and Next. */
export function CourseViewer({ course, catalogue }: CourseViewerProps) {
  const texts = useTexts(courseViewerTexts);
  const labels = useTexts(courseLabelsTexts);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY, { noSsr: true });
  const [searchParams] = useSearchParams();
  // "Continue" links name the chapter to open (decision 0601).
  const [selected, setSelected] = useState(() => chapterIndexOf(course, searchParams.get('chapter')));
  const progress = useViewerProgress(course.id);
  const [panelOpen, setPanelOpen] = useState(true);
  // Chosen once for the whole course, and remembered: the next chapter plays at the same speed.
  const { speed, setSpeed } = useCourseSpeed(course.id);
  const count = course.chapters.length;
  const index = clampChapterIndex(selected, count);
  const chapter = course.chapters[index];
  const versions = otherLevelVersions(catalogue, course);

  const select = (next: number) => {
    setSelected(clampChapterIndex(next, count));
    if (narrow) setPanelOpen(false);
  };

  const step = (next: number) => {
    select(next);
    window.scrollTo({ top: 0 });
  };

  const panel = (
    <ChapterPanel
      course={course}
      selectedIndex={index}
      onSelect={select}
      doneChapters={progress.doneChapters}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', flexGrow: 1, minHeight: 0 }}>
      {narrow ? (
        <Paper square elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Button
            fullWidth
            aria-expanded={panelOpen}
            aria-controls={PANEL_ID}
            onClick={() => setPanelOpen((open) => !open)}
            endIcon={panelOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ justifyContent: 'space-between', borderRadius: 0, py: 1.5 }}
          >
            {panelOpen ? texts.hideChapters : texts.showChapters}
          </Button>
          <Collapse in={panelOpen} id={PANEL_ID} component="nav" aria-label={texts.courseChapters}>
            {panel}
          </Collapse>
        </Paper>
      ) : (
        <Paper
          component="nav"
          id={PANEL_ID}
          aria-label={texts.courseChapters}
          square
          elevation={0}
          // The panel's background and border run the whole height of the page's content; only its inside stays
          // in view while the chapter scrolls.
          sx={{ width: PANEL_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}
        >
          <Box sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto' }}>
            {panel}
          </Box>
        </Paper>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          {versions.length > 0 && (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1, mb: 2, justifyContent: 'flex-end' }}
            >
              {versions.map((version) => (
                <Button
                  key={version.id}
                  component={RouterLink}
                  to={paths.course.getHref(version.id)}
                  variant="outlined"
                  size="small"
                  startIcon={<SwapHorizIcon />}
                >
                  {texts.switchLevel(labels.level(version.level))}
                </Button>
              ))}
            </Stack>
          )}
          {chapter ? (
            <ChapterContent
              key={chapter.id}
              course={course}
              chapter={chapter}
              index={index}
              speed={speed}
              onSpeedChange={setSpeed}
              progress={progress.tracking(chapter.id)}
              done={progress.doneChapters.has(chapter.id)}
              onDoneChange={(done) => progress.setDone(chapter.id, done)}
              doneSaving={progress.doneSaving}
            />
          ) : (
            <Typography color="text.secondary">{texts.noChapters}</Typography>
          )}
          <Stack
            direction="row"
            sx={{
              mt: 4,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Button
              variant="outlined"
              startIcon={<ChevronLeftIcon />}
              disabled={index <= 0}
              onClick={() => step(index - 1)}
            >
              {texts.previous}
            </Button>
            <Typography color="text.secondary" sx={{ fontWeight: 500 }}>
              {texts.chapterOf(count === 0 ? 0 : index + 1, count)}
            </Typography>
            <Button
              variant="contained"
              endIcon={<ChevronRightIcon />}
              disabled={index >= count - 1}
              onClick={() => step(index + 1)}
            >
              {texts.next}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
