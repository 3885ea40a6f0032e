import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CourseDetail } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseLabelsTexts } from '../lib/course-labels-texts.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';

type ChapterPanelProps = {
  course: CourseDetail;
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** Ids of the chapters the member has done: ticked in the list. */
  doneChapters?: ReadonlySet<number>;
};

/** The side panel: back link, course name, level and category, and the numbered chapters (product 0420). */
export function ChapterPanel({ course, selectedIndex, onSelect, doneChapters }: ChapterPanelProps) {
  const texts = useTexts(courseViewerTexts);
  const labels = useTexts(courseLabelsTexts);
  return (
    <Box sx={{ p: 2 }}>
      <Button
        component={RouterLink}
        to={paths.courses.getHref()}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ px: 1, mb: 2 }}
      >
        {texts.backToCourses}
      </Button>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', lineHeight: 1.25, mb: 1 }}>
        {course.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {texts.levelAndCategory(labels.level(course.level), labels.category(course.category))}
      </Typography>
      <List component="ol" aria-label={texts.chapters} disablePadding sx={{ listStyle: 'none' }}>
        {course.chapters.map((chapter, index) => {
          const selected = index === selectedIndex;
          const done = doneChapters?.has(chapter.id) ?? false;
          return (
            <ListItem key={chapter.id} disablePadding sx={{ mb: 0.5 }}>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'step' : undefined}
                onClick={() => onSelect(index)}
                sx={{
                  borderRadius: 2,
                  '&.Mui-selected': { bgcolor: 'rgba(2, 115, 104, 0.12)', color: 'primary.main' },
                  '&.Mui-selected:hover': { bgcolor: 'rgba(2, 115, 104, 0.18)' },
                }}
              >
                <ListItemText
                  primary={`${index + 1}. ${chapter.heading}`}
                  slotProps={{ primary: { sx: { fontWeight: selected ? 700 : 500 } } }}
                />
                {done && (
                  <CheckCircleIcon
                    titleAccess={texts.done}
                    color="success"
                    fontSize="small"
                    sx={{ ml: 1, flexShrink: 0 }}
                  />
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
