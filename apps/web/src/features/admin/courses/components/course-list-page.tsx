import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { displayLevel } from '@gjs/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAdminCourses } from '../api/get-courses.ts';
import { usePublishCourse } from '../api/publish-course.ts';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { languageLabel } from '../lib/course-options.ts';

type CourseListPageProps = {
  newHref: string;
  editHref: (id: number) => string;
};

/** Every course, drafts too, with its state and a one-click publish switch. */
export function CourseListPage({ newHref, editHref }: CourseListPageProps) {
  const courses = useAdminCourses();
  const publish = usePublishCourse();

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          Courses
        </Typography>
        <Button variant="contained" component={RouterLink} to={newHref}>
          New course
        </Button>
      </Box>
      <QueryStatus query={courses} loadingLabel="Loading courses" fallback="Failed to load courses" />
      {publish.error && <Alert severity="error">{errorMessage(publish.error)}</Alert>}
      {courses.data && (
        <ListTable
          label="Courses"
          rows={courses.data}
          empty="No courses yet."
          columns={[
            { header: 'Name', cell: (course) => course.name },
            { header: 'Language', cell: (course) => languageLabel(course.language) },
            { header: 'Level', cell: (course) => displayLevel(course.level) },
            { header: 'Chapters', cell: (course) => course.chapter_count },
            {
              header: 'State',
              cell: (course) => (
                <Chip
                  size="small"
                  color={course.is_published ? 'success' : 'default'}
                  label={course.is_published ? 'Published' : 'Draft'}
                />
              ),
            },
            {
              header: 'Actions',
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              cell: (course) => (
                <>
                  <Button size="small" component={RouterLink} to={editHref(course.id)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    disabled={publish.isPending}
                    onClick={() => publish.mutate({ id: course.id, isPublished: !course.is_published })}
                  >
                    {course.is_published ? 'Unpublish' : 'Publish'}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
    </Box>
  );
}
