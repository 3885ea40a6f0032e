import {
  Alert,
  Box,
  Button,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { displayLevel } from '@gjs/shared';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useAdminCourses } from '../api/get-courses.ts';
import { usePublishCourse } from '../api/publish-course.ts';
import { QueryStatus } from '../../shared/components/query-status.tsx';
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
      {courses.data?.length === 0 && <Typography>No courses yet.</Typography>}
      {courses.data && courses.data.length > 0 && (
        <Table size="small" aria-label="Courses">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Language</TableCell>
              <TableCell>Level</TableCell>
              <TableCell>Chapters</TableCell>
              <TableCell>State</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {courses.data.map((course) => (
              <TableRow key={course.id}>
                <TableCell>{course.name}</TableCell>
                <TableCell>{languageLabel(course.language)}</TableCell>
                <TableCell>{displayLevel(course.level)}</TableCell>
                <TableCell>{course.chapter_count}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={course.is_published ? 'success' : 'default'}
                    label={course.is_published ? 'Published' : 'Draft'}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
