import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { publicCancellationRequestSchema, type PublicCancellationRequest } from '@gjs/shared';
import type { z } from 'zod';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { paths } from '#config/paths.ts';
import { useSubmitCancellation } from '../api/submit-cancellation.ts';
import { CANCELLATION_TEXTS as TEXTS, germanFieldMessage } from '../lib/cancellation-texts.ts';

type CancellationFormValues = z.input<typeof publicCancellationRequestSchema>;

/** Cancelling without a login (decision 0417): name, e-mail, optionally the username, one button. */
export function CancellationForm() {
  const navigate = useNavigate();
  const cancellation = useSubmitCancellation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CancellationFormValues, unknown, PublicCancellationRequest>({
    resolver: zodResolver(publicCancellationRequestSchema),
    defaultValues: { name: '', email: '', username: '' },
  });

  const onSubmit = handleSubmit(async ({ username, ...rest }) => {
    const answer = await cancellation.mutateAsync(username ? { ...rest, username } : rest).catch(() => null);
    if (answer) await navigate(paths.cancellationConfirmation.getHref(), { state: answer });
  });

  const busy = cancellation.isPending;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} lang="de">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {TEXTS.intro}
      </Typography>
      {cancellation.isError && (
        <Alert severity="error" sx={{ my: 2 }}>
          {TEXTS.failed}
        </Alert>
      )}
      <FormTextField
        label={TEXTS.name}
        autoComplete="name"
        required
        disabled={busy}
        registration={register('name')}
        error={errors.name && { ...errors.name, message: germanFieldMessage(errors.name.message) }}
      />
      <FormTextField
        label={TEXTS.email}
        type="email"
        autoComplete="email"
        required
        disabled={busy}
        registration={register('email')}
        error={errors.email && { ...errors.email, message: germanFieldMessage(errors.email.message) }}
      />
      <FormTextField
        label={TEXTS.username}
        autoComplete="username"
        disabled={busy}
        registration={register('username')}
        error={
          errors.username && { ...errors.username, message: germanFieldMessage(errors.username.message) }
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {TEXTS.effect}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        color="error"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 3 }}
      >
        {busy ? TEXTS.submitting : TEXTS.submit}
      </Button>
    </Box>
  );
}
