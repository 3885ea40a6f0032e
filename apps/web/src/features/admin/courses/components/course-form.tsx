import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { adminCourseInputSchema, type AdminCourseInput } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { adminTexts } from '../../common/lib/admin-texts.ts';
import { languageOptions, levelOptions } from '../lib/course-options.ts';
import { courseTexts } from '../lib/course-texts.ts';
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
  const texts = useTexts(courseTexts).form;
  const common = useTexts(adminTexts);
  const form = useForm<AdminCourseInput>({
    resolver: zodResolver(adminCourseInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={texts.label}>
      <FormTextField label={texts.name} registration={form.register('name')} error={errors.name} required />
      <FormTextField
        label={texts.description}
        registration={form.register('description')}
        error={errors.description}
        multiline
        minRows={3}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={form.control}
          name="level"
          label={texts.level}
          options={levelOptions(common)}
        />
        <FormSelectField
          control={form.control}
          name="language"
          label={texts.language}
          options={languageOptions(common)}
        />
        <FormTextField
          label={texts.category}
          registration={form.register('category')}
          error={errors.category}
          helperText={texts.categoryHelp}
          required
        />
      </Stack>
      <Controller
        control={form.control}
        name="thumbnail"
        render={({ field }) => (
          <FileUploadField
            label={texts.thumbnail}
            kind="thumbnail"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ mt: 2 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
