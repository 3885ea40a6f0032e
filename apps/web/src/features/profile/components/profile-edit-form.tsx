import { useMemo, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { LANGUAGES, LEVELS, type Profile } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { useTexts } from '#lib/i18n/texts.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  profileFormSchema,
  profileFormValues,
  profileUpdatePayload,
  type ProfileFormValues,
} from '../lib/profile-form.ts';
import { profileTexts } from '../lib/profile-texts.ts';

type ProfileEditFormProps = { profile: Profile; onDone: () => void };

/** The edit mode (product 0421): first and last name are read-only; the rest is sent as PATCH /api/profile/. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);
  const texts = useTexts(profileTexts);
  const form = texts.form;
  const schema = useMemo(() => profileFormSchema(form), [form]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: profileFormValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await update.mutateAsync(profileUpdatePayload(values));
      onDone();
    } catch {
      setFailed(true);
    }
  });

  const select = <Option extends string>(
    name: 'level' | 'language',
    label: string,
    options: readonly Option[],
    optionLabel: (option: Option) => string,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField select label={label} fullWidth margin="normal" {...field}>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {optionLabel(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={form.name}>
      {failed && <Alert severity="error">{form.updateFailed}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          label={form.firstName}
          registration={register('first_name')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={form.readOnly}
        />
        <FormTextField
          label={form.lastName}
          registration={register('last_name')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText={form.readOnly}
        />
      </Stack>
      <FormTextField label={form.email} type="email" registration={register('email')} error={errors.email} />
      {select('level', form.level, LEVELS, texts.level)}
      {select('language', form.language, LANGUAGES, texts.language)}
      <FormTextField label={form.bio} multiline rows={4} registration={register('bio')} error={errors.bio} />
      <Controller
        name="email_notifications"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />}
            label={form.emailNotifications}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {form.save}
        </Button>
        <Button variant="outlined" onClick={onDone} disabled={isSubmitting}>
          {form.cancel}
        </Button>
      </Stack>
    </form>
  );
}
