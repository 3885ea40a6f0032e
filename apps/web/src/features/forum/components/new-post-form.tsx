import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import {
  DEFAULT_FORUM_CATEGORY,
  FORUM_CATEGORIES,
  newForumPostSchema,
  type NewForumPostInput,
} from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useCreateForumPost } from '../api/create-forum-post.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { forumTexts } from '../lib/forum-texts.ts';
import { useMessageText } from '#lib/i18n/message-texts.ts';

export const EMPTY_POST: NewForumPostInput = { subject: '', content: '', category: DEFAULT_FORUM_CATEGORY };

type NewPostFormProps = {
  initialValues: NewForumPostInput;
  /** Put the cursor in the content box at once (a prefilled subject arrived). */
  focusContent: boolean;
  /** Cancel or a successful post: the page closes the form, and the next opening starts empty. */
  onClose: () => void;
};

/** The collapsible 'Create New Post' form (product 0420, 0422): subject, category and a 4-row content box. */
export function NewPostForm({ initialValues, focusContent, onClose }: NewPostFormProps) {
  const { form: texts, categories, category: categoryLabel } = useTexts(forumTexts);
  const translate = useMessageText();
  const createPost = useCreateForumPost();
  const [failed, setFailed] = useState(false);
  const contentRef = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewForumPostInput>({ resolver: zodResolver(newForumPostSchema), defaultValues: initialValues });

  useEffect(() => {
    if (focusContent) contentRef.current?.focus();
  }, [focusContent]);

  const close = () => {
    reset(EMPTY_POST);
    setFailed(false);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await createPost.mutateAsync(values);
      close();
    } catch {
      setFailed(true);
    }
  });

  const content = register('content');
  return (
    <Paper component="form" noValidate onSubmit={onSubmit} aria-label={texts.title} sx={{ p: 3, mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {texts.title}
      </Typography>
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {texts.failed}
        </Alert>
      )}
      <FormTextField
        label={texts.subject}
        required
        registration={register('subject')}
        error={errors.subject}
      />
      <Controller
        name="category"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label={categoryLabel}
            required
            fullWidth
            margin="normal"
            {...field}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message && translate(fieldState.error.message)}
          >
            {FORUM_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {categories[category]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField
        label={texts.content}
        required
        multiline
        rows={4}
        helperText={texts.markdown}
        registration={{
          ...content,
          ref: (element: HTMLTextAreaElement | null) => {
            content.ref(element);
            contentRef.current = element;
          },
        }}
        error={errors.content}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={close} disabled={isSubmitting}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {texts.create}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
