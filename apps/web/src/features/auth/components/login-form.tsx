import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { LoginRequest } from '@gjs/shared';
import { lazyResolver } from '../../../lib/forms/lazy-resolver.ts';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/session/use-auth.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';

const resolver = lazyResolver<LoginRequest>(() =>
  import('../lib/login-resolver.ts').then((module) => module.loginResolver),
);

type LoginFormProps = {
  /** Called when a sign-in starts, so the page knows the session that follows was made here. */
  onSubmitStart: () => void;
};

export function LoginForm({ onSubmitStart }: LoginFormProps) {
  const { login } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    onSubmitStart();
    setFailure(null);
    try {
      await login(credentials);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>Login Failed</AlertTitle>
          {failure}
        </Alert>
      )}
      <FormTextField
        label="Username or Email"
        autoComplete="username"
        autoFocus
        registration={register('username')}
        error={errors.username}
      />
      <FormTextField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
          Forgot your password?
        </Link>
        <Link component={RouterLink} to={paths.pricing.getHref()}>
          Don&apos;t have an account yet? Register here
        </Link>
      </Stack>
    </Box>
  );
}
