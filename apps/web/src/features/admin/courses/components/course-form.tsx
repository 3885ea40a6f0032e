import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { adminCourseInputSchema, type AdminCourseInput } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { LANGUAGE_OPTIONS, LEVEL_OPTIONS } from '../lib/course-options.ts';
import { FormSelectField } from '../../common/components/form-select-field.tsx';

const EMPTY: AdminCourseInput = {
  name: '',
  description: '',
  level: 'beginner',
  language: 'english',
  category: '',
  thumbnail: null,
};

type CourseFormProps = {
  initial?: AdminCourseInput;
  submitLabel: string;
  onSubmit: (input: AdminCourseInput) => Promise<unknown>;
  error?: string | undefined;
};

/** The course's own fields; the same zod contract checks them here and on the server. */
export function CourseForm({ initial = EMPTY, submitLabel, onSubmit, error }: CourseFormProps) {
  const form = useForm<AdminCourseInput>({
    resolver: zodResolver(adminCourseInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Course">
      <FormTextField label="Name" registration={form.register('name')} error={errors.name} required />
      <FormTextField
        label="Description"
        registration={form.register('description')}
        error={errors.description}
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField control={form.control} name="level" label="Level" options={LEVEL_OPTIONS} />
        <FormSelectField control={form.control} name="language" label="Language" options={LANGUAGE_OPTIONS} />
        <FormTextField
          label="Category"
          registration={form.register('category')}
          error={errors.category}
          helperText="e.g. Songs, Techniques, Workouts"
          required
        />
      </Stack>
      <Controller
        control={form.control}
        name="thumbnail"
        render={({ field }) => (
          <FileUploadField label="Thumbnail" kind="thumbnail" value={field.value} onChange={field.onChange} />
        )}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
