import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { adminChapterInputSchema, type AdminBackingTrack, type AdminChapterInput } from '@gjs/shared';
import { FormTextField } from '../../../../components/ui/form-text-field.tsx';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { FormSelectField } from '../../common/components/form-select-field.tsx';

const CHAPTER_TYPE_OPTIONS = [
  { value: 'video', label: 'Video lesson' },
  { value: 'backingtrack', label: 'Backing track' },
] as const;

export const EMPTY_CHAPTER: AdminChapterInput = {
  heading: '',
  chapter_type: 'video',
  video: null,
  pdf: null,
  music_xml: null,
  backing_track_id: null,
};

type ChapterDialogProps = {
  open: boolean;
  title: string;
  initial: AdminChapterInput;
  tracks: AdminBackingTrack[];
  error?: string | undefined;
  onClose: () => void;
  onSubmit: (input: AdminChapterInput) => Promise<unknown>;
};

/** A chapter: a video lesson, or a backing-track chapter with its chord chart; either may carry a PDF and MusicXML. */
export function ChapterDialog({
  open,
  title,
  initial,
  tracks,
  error,
  onClose,
  onSubmit,
}: ChapterDialogProps) {
  const form = useForm<AdminChapterInput>({
    resolver: zodResolver(adminChapterInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('chapter_type');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Chapter">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            label="Heading"
            registration={form.register('heading')}
            error={errors.heading}
            required
          />
          <FormSelectField
            control={form.control}
            name="chapter_type"
            label="Chapter type"
            options={CHAPTER_TYPE_OPTIONS}
          />
          {type === 'video' ? (
            <Controller
              control={form.control}
              name="video"
              render={({ field }) => (
                <FileUploadField label="Video" kind="video" value={field.value} onChange={field.onChange} />
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="backing_track_id"
              render={({ field: { ref, value, onChange, ...field } }) => (
                <TextField
                  select
                  margin="normal"
                  fullWidth
                  label="Backing track"
                  {...field}
                  inputRef={ref}
                  value={value ?? ''}
                  onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
                  error={Boolean(errors.backing_track_id)}
                  helperText={
                    errors.backing_track_id?.message ??
                    'The chord chart, timing and audio belong to the track: create and edit tracks under Backing tracks.'
                  }
                >
                  {tracks.map((t) => (
                    <MenuItem key={t.id} value={t.id}>
                      {t.name} ({t.key}, {t.tempo} BPM)
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            control={form.control}
            name="pdf"
            render={({ field }) => (
              <FileUploadField label="PDF" kind="pdf" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="music_xml"
            render={({ field }) => (
              <FileUploadField
                label="MusicXML"
                kind="musicxml"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Save chapter
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
