import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { adminLessonSectionInputSchema, type AdminLessonSectionInput } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';

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
  const form = useForm<AdminLessonSectionInput>({
    resolver: zodResolver(adminLessonSectionInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Section">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            label="Text"
            multiline
            minRows={4}
            registration={form.register('text')}
            error={errors.text}
          />
          <Controller
            control={form.control}
            name="video"
            render={({ field }) => (
              <FileUploadField label="Video" kind="video" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="pdf"
            render={({ field }) => (
              <FileUploadField label="PDF" kind="pdf" value={field.value} onChange={field.onChange} />
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save section
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
