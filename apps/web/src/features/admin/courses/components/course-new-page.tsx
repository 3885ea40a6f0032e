import { Box, Typography } from '@mui/material';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { useSaveCourse } from '../api/save-course.ts';
import { CourseForm } from './course-form.tsx';

/** A new course starts as a draft; chapters are added on its page once it exists. */
export function CourseNewPage({ onCreated }: { onCreated: (id: number) => void }) {
  const texts = useTexts(courseTexts).newPage;
  const save = useSaveCourse();
  return (
    <Box>
      <Typography variant="h5" component="h2">
        {texts.heading}
      </Typography>
      <CourseForm
        submitLabel={texts.create}
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
