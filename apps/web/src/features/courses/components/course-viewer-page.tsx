import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { Navigate } from 'react-router';
import { SCHOOL_NAME } from '@gjs/shared';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useCourse } from '../api/get-course.ts';
import { useCourses } from '../api/get-courses.ts';
import { courseErrorView } from '../lib/course-error.ts';
import { isCourseId } from '../lib/course-id.ts';
import { courseViewerTexts } from '../lib/course-viewer-texts.ts';
import { CourseViewer } from './course-viewer.tsx';

function Message({ children, error = false }: { children: string; error?: boolean }) {
  const texts = useTexts(courseViewerTexts);
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <title>{texts.title}</title>
      <Typography
        role={error ? 'alert' : undefined}
        color={error ? 'error' : 'text.secondary'}
        sx={{ fontWeight: 500 }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** A member's course page; the route only mounts it for a signed-in user. Mount it again for another course. */
export function CourseViewerPage({ courseId }: { courseId: string }) {
  const validId = isCourseId(courseId);
  const course = useCourse(courseId, { enabled: validId });
  const catalogue = useCourses();
  const texts = useTexts(courseViewerTexts);

  useEffect(() => {
    // The version switch needs the catalogue; without it the page still works.
    if (catalogue.error) console.warn('Failed to load courses', catalogue.error);
  }, [catalogue.error]);

  if (!validId) return <Message>{texts.notFound}</Message>;
  if (course.isPending) return <Message>{texts.loading}</Message>;
  if (course.isError) {
    const view = courseErrorView(course.error, texts.loadFailed);
    if (view.kind === 'login')
      return <Navigate replace to={paths.login.getHref(paths.course.getHref(courseId))} />;
    if (view.kind === 'not-found') return <Message>{texts.notFound}</Message>;
    return <Message error>{view.text}</Message>;
  }
  return (
    <>
      <title>{`${course.data.name} | ${SCHOOL_NAME}`}</title>
      <CourseViewer course={course.data} catalogue={catalogue.data ?? []} />
    </>
  );
}
