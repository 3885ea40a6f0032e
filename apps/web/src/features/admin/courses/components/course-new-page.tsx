import { Box, Typography } from '@mui/material';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useSaveCourse } from '../api/save-course.ts';
import { CourseForm } from './course-form.tsx';

/** A new course starts as a draft; chapters are added on its page once it exists. */
export function CourseNewPage({ onCreated }: { onCreated: (id: number) => void }) {
  const save = useSaveCourse();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        New course
      </Typography>
      <CourseForm
        submitLabel="Create course"
        error={save.error ? errorMessage(save.error) : undefined}
        onSubmit={(input) =>
          save.mutateAsync({ input }).then(
            (course) => onCreated(course.id),
            () => undefined,
          )
        }
      />
    </Box>
  );
}
