import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  adminCourseInputSchema,
  COURSE_LEVELS,
  displayLevel,
  LANGUAGES,
  type AdminCourseInput,
} from '@gjs/shared';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { FileUploadField } from './file-upload-field.tsx';

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
        <Controller
          control={form.control}
          name="level"
          render={({ field: { ref, ...field } }) => (
            <TextField select margin="normal" fullWidth label="Level" {...field} inputRef={ref}>
              {COURSE_LEVELS.map((level) => (
                <MenuItem key={level} value={level}>
                  {displayLevel(level)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field: { ref, ...field } }) => (
            <TextField select margin="normal" fullWidth label="Language" {...field} inputRef={ref}>
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language}>
                  {language === 'deutsch' ? 'German' : 'English'}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
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
