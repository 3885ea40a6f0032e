import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { adminLessonSectionInputSchema, type AdminLessonSectionInput } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { lessonsTexts } from '../lib/lessons-texts.ts';

export const EMPTY_SECTION: AdminLessonSectionInput = { text: '', video: null, pdf: null };

type LessonSectionDialogProps = {
  title: string;
  initial: AdminLessonSectionInput;
  error?: string | undefined;
  onClose: () => void;
  onSubmit: (input: AdminLessonSectionInput) => Promise<unknown>;
};

/** A section of a private lesson: text, and optionally a video and a PDF. */
export function LessonSectionDialog({ title, initial, error, onClose, onSubmit }: LessonSectionDialogProps) {
  const { section: texts } = useTexts(lessonsTexts);
  const form = useForm<AdminLessonSectionInput>({
    resolver: zodResolver(adminLessonSectionInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={texts.form}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            label={texts.text}
            multiline
            minRows={4}
            registration={form.register('text')}
            error={errors.text}
          />
          <Controller
            control={form.control}
            name="video"
            render={({ field }) => (
              <FileUploadField
                label={texts.video}
                kind="video"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="pdf"
            render={({ field }) => (
              <FileUploadField label={texts.pdf} kind="pdf" value={field.value} onChange={field.onChange} />
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {texts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
