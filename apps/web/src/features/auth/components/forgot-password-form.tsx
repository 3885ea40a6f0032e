import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { resetRequestErrorMessage } from '../lib/password-reset-error-message.ts';
import { passwordTexts } from '../lib/password-texts.ts';

export function ForgotPasswordForm() {
  const texts = useTexts(passwordTexts);
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => resetRequest.mutate(values));

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {resetRequest.isSuccess && (
        // The same text whether or not the address has an account: nothing to learn about who is registered.
        <Alert severity="success" sx={{ mb: 2 }}>
          {texts.forgot.sent}
        </Alert>
      )}
      {resetRequest.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resetRequestErrorMessage(resetRequest.error, texts.fallback)}
        </Alert>
      )}
      <FormTextField
        label={texts.forgot.email}
        type="email"
        autoComplete="email"
        autoFocus
        registration={register('email')}
        error={errors.email}
      />
      <Button type="submit" variant="contained" fullWidth disabled={resetRequest.isPending} sx={{ mt: 2 }}>
        {texts.forgot.send}
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login.getHref()}>
          {texts.forgot.backToLogin}
        </Link>
      </Box>
    </Box>
  );
}
