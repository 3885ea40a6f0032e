import { Alert, Box, Button, Chip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { adminTexts } from '../../common/lib/admin-texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { useAdminCourses } from '../api/get-courses.ts';
import { usePublishCourse } from '../api/publish-course.ts';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';

type CourseListPageProps = {
  newHref: string;
  editHref: (id: number) => string;
};

/** Every course, drafts too, with its state and a one-click publish switch. */
export function CourseListPage({ newHref, editHref }: CourseListPageProps) {
  const texts = useTexts(courseTexts);
  const common = useTexts(adminTexts);
  const courses = useAdminCourses();
  const publish = usePublishCourse();

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h2">
          {texts.list.heading}
        </Typography>
        <Button variant="contained" component={RouterLink} to={newHref}>
          {texts.list.newCourse}
        </Button>
      </Box>
      <QueryStatus query={courses} loadingLabel={texts.list.loading} fallback={texts.list.failed} />
      {publish.error && <Alert severity="error">{errorMessage(publish.error)}</Alert>}
      {courses.data && (
        <ListTable
          label={texts.list.label}
          rows={courses.data}
          empty={texts.list.empty}
          columns={[
            { header: texts.list.name, cell: (course) => course.name },
            { header: texts.list.language, cell: (course) => common.language(course.language) },
            { header: texts.list.level, cell: (course) => common.level(course.level) },
            { header: texts.list.chapters, cell: (course) => course.chapter_count },
            {
              header: texts.list.state,
              cell: (course) => (
                <Chip
                  size="small"
                  color={course.is_published ? 'success' : 'default'}
                  label={course.is_published ? texts.published : texts.draft}
                />
              ),
            },
            {
              header: texts.list.actions,
              align: 'right',
              sx: { whiteSpace: 'nowrap' },
              cell: (course) => (
                <>
                  <Button size="small" component={RouterLink} to={editHref(course.id)}>
                    {texts.list.edit}
                  </Button>
                  <Button
                    size="small"
                    disabled={publish.isPending}
                    onClick={() => publish.mutate({ id: course.id, isPublished: !course.is_published })}
                  >
                    {course.is_published ? texts.unpublish : texts.publish}
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
