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
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { FormSelectField } from '../../common/components/form-select-field.tsx';

const CHAPTER_TYPES = ['video', 'backingtrack'] as const;

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
  /** Opens the sync editor of the chapter's saved score (decision 0631); no button without it. */
  onSync?: (() => void) | undefined;
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
  onSync,
}: ChapterDialogProps) {
  const texts = useTexts(courseTexts).chapter;
  const form = useForm<AdminChapterInput>({
    resolver: zodResolver(adminChapterInputSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('chapter_type');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={texts.label}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormTextField
            label={texts.heading}
            registration={form.register('heading')}
            error={errors.heading}
            required
          />
          <FormSelectField
            control={form.control}
            name="chapter_type"
            label={texts.type}
            options={CHAPTER_TYPES.map((value) => ({ value, label: texts[value] }))}
          />
          {type === 'video' ? (
            <Controller
              control={form.control}
              name="video"
              render={({ field }) => (
                <FileUploadField
                  label={texts.videoFile}
                  kind="video"
                  value={field.value}
                  onChange={field.onChange}
                />
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
                  label={texts.backingTrack}
                  {...field}
                  inputRef={ref}
                  value={value ?? ''}
                  onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
                  error={Boolean(errors.backing_track_id)}
                  helperText={errors.backing_track_id?.message ?? texts.backingTrackHelp}
                >
                  {tracks.map((t) => (
                    <MenuItem key={t.id} value={t.id}>
                      {texts.track(t.name, t.key, t.tempo)}
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
              <FileUploadField label={texts.pdf} kind="pdf" value={field.value} onChange={field.onChange} />
            )}
          />
          <Controller
            control={form.control}
            name="music_xml"
            render={({ field }) => (
              <FileUploadField
                label={texts.musicXml}
                kind="musicxml"
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          {onSync && (
            <Button onClick={onSync} sx={{ mr: 'auto' }}>
              {texts.syncScore}
            </Button>
          )}
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {texts.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
