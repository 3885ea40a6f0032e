import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  PASSWORD_RESET_SENT_MESSAGE,
  passwordResetRequestSchema,
  type PasswordResetRequest,
} from '@gjs/shared';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { resetRequestErrorMessage } from '../lib/password-reset-error-message.ts';

export function ForgotPasswordForm() {
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
          {PASSWORD_RESET_SENT_MESSAGE}
        </Alert>
      )}
      {resetRequest.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {resetRequestErrorMessage(resetRequest.error)}
        </Alert>
      )}
      <FormTextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        registration={register('email')}
        error={errors.email}
      />
      <Button type="submit" variant="contained" fullWidth disabled={resetRequest.isPending} sx={{ mt: 2 }}>
        Send reset link
      </Button>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login.getHref()}>
          Back to login
        </Link>
      </Box>
    </Box>
  );
}
