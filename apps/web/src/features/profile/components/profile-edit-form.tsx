import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { LANGUAGES, LEVELS, type Profile } from '@gjs/shared';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import {
  capitalise,
  PROFILE_TEXTS,
  profileFormSchema,
  profileFormValues,
  profileUpdatePayload,
  type ProfileFormValues,
} from '../lib/profile-form.ts';

type ProfileEditFormProps = { profile: Profile; onDone: () => void };

/** The edit mode (decision 0421): first and last name are read-only; the rest is sent as PATCH /api/profile/. */
export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
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

  const select = (name: 'level' | 'language', label: string, options: readonly string[]) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField select label={label} fullWidth margin="normal" {...field}>
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {capitalise(option)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Edit profile">
      {failed && <Alert severity="error">{PROFILE_TEXTS.updateFailed}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        <FormTextField
          label="First Name"
          registration={register('first_name')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText="Read only"
        />
        <FormTextField
          label="Last Name"
          registration={register('last_name')}
          slotProps={{ htmlInput: { readOnly: true } }}
          helperText="Read only"
        />
      </Stack>
      <FormTextField label="Email" type="email" registration={register('email')} error={errors.email} />
      {select('level', 'Level', LEVELS)}
      {select('language', 'Language', LANGUAGES)}
      <FormTextField label="Bio" multiline rows={4} registration={register('bio')} error={errors.bio} />
      <Controller
        name="email_notifications"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} />}
            label="Email notifications"
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Save Changes
        </Button>
        <Button variant="outlined" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
