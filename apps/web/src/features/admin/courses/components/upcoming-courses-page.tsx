import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  Stack,
  Typography,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminUpcomingCourseInputSchema, LANGUAGES, type AdminUpcomingCourse } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { errorMessage } from '#lib/api-client.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { adminTexts } from '../../common/lib/admin-texts.ts';
import { courseTexts } from '../lib/course-texts.ts';
import { useDeleteUpcoming } from '../api/delete-upcoming.ts';
import { useAdminUpcoming } from '../api/get-upcoming.ts';
import { useSaveUpcoming } from '../api/save-upcoming.ts';
import { FileUploadField } from '../../uploads/components/file-upload-field.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { ListTable } from '../../common/components/list-table.tsx';
import { QueryStatus } from '../../common/components/query-status.tsx';
import { levelOptions } from '../lib/course-options.ts';
import { FormSelectField } from '../../common/components/form-select-field.tsx';
import { useMessageText } from '#lib/i18n/message-texts.ts';

/** The date is picked in the browser's local time and sent as an instant. */
const formSchema = (pickDate: string) =>
  adminUpcomingCourseInputSchema.extend({ publish_date: z.string().min(1, pickDate) });
type FormValues = z.infer<ReturnType<typeof formSchema>>;

const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const EMPTY: FormValues = {
  name: '',
  level: 'beginner',
  languages: ['english'],
  thumbnail: null,
  publish_date: '',
};

function UpcomingForm({ editing, onDone }: { editing: AdminUpcomingCourse | null; onDone: () => void }) {
  const texts = useTexts(courseTexts).upcoming.form;
  const common = useTexts(adminTexts);
  const translate = useMessageText();
  const save = useSaveUpcoming();
  const schema = useMemo(() => formSchema(texts.pickDate), [texts.pickDate]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: editing ? { ...editing, publish_date: toLocalInput(editing.publish_date) } : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit((values) =>
    save
      .mutateAsync({
        id: editing?.id,
        input: { ...values, publish_date: new Date(values.publish_date).toISOString() },
      })
      .then(
        () => {
          form.reset(EMPTY);
          onDone();
        },
        () => undefined,
      ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.label} sx={{ maxWidth: 640 }}>
      <FormTextField label={texts.name} registration={form.register('name')} error={errors.name} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={form.control}
          name="level"
          label={texts.level}
          options={levelOptions(common)}
        />
        <FormTextField
          label={texts.publishDate}
          type="datetime-local"
          registration={form.register('publish_date')}
          error={errors.publish_date}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => (
          <FormGroup row aria-label={texts.languages}>
            {LANGUAGES.map((language) => (
              <FormControlLabel
                key={language}
                label={common.language(language)}
                control={
                  <Checkbox
                    checked={field.value.includes(language)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked
                          ? [...field.value, language]
                          : field.value.filter((l) => l !== language),
                      )
                    }
                  />
                }
              />
            ))}
            {errors.languages && (
              <FormHelperText error>{translate(errors.languages.message ?? '')}</FormHelperText>
            )}
          </FormGroup>
        )}
      />
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
      {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {editing ? texts.save : texts.announce}
      </Button>
    </Box>
  );
}

/** Courses announced with a publish date; the public list shows them until that date. */
export function UpcomingCoursesPage() {
  const texts = useTexts(courseTexts).upcoming;
  const common = useTexts(adminTexts);
  const upcoming = useAdminUpcoming();
  const remove = useDeleteUpcoming();
  const [editing, setEditing] = useState<AdminUpcomingCourse | null>(null);
  const [deleting, setDeleting] = useState<AdminUpcomingCourse | null>(null);
  const now = Date.now();
  return (
    <Box>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {texts.heading}
      </Typography>
      <QueryStatus query={upcoming} loadingLabel={texts.loading} />
      {upcoming.data && (
        <ListTable
          label={texts.label}
          rows={upcoming.data}
          empty={null}
          sx={{ mb: 3 }}
          columns={[
            { header: texts.name, cell: (u) => u.name },
            {
              header: texts.publishDate,
              cell: (u) => (
                <>
                  {texts.date(u.publish_date)}
                  {Date.parse(u.publish_date) <= now ? texts.passed : ''}
                </>
              ),
            },
            { header: texts.level, cell: (u) => common.level(u.level) },
            {
              header: texts.actions,
              align: 'right',
              cell: (u) => (
                <>
                  <Button size="small" onClick={() => setEditing(u)}>
                    {texts.edit}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => {
                      remove.reset();
                      setDeleting(u);
                    }}
                  >
                    {texts.delete}
                  </Button>
                </>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={texts.removeTitle}
        confirmLabel={texts.remove}
        color="error"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (editing?.id === deleting.id) setEditing(null);
              setDeleting(null);
            },
          })
        }
      >
        {texts.removeText(deleting?.name ?? '')}
      </ConfirmDialog>
      <Typography variant="h6" component="h3">
        {editing ? texts.editHeading(editing.name) : texts.announceHeading}
      </Typography>
      <UpcomingForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
    </Box>
  );
}
