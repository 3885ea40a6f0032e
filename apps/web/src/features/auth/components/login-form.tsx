import { useState } from 'react';
import { AlertTitle, Box, Button, Link, Stack } from '@mui/material';
import { LazyAlert } from '#components/ui/lazy-alert.tsx';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { LoginRequest } from '@gjs/shared';
import { lazyResolver } from '#lib/forms/lazy-resolver.ts';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useAuth } from '#lib/session/use-auth.ts';
import { loginErrorMessage } from '../lib/login-error-message.ts';
import { loginTexts } from '../lib/login-texts.ts';

const resolver = lazyResolver<LoginRequest>(() =>
  import('../lib/login-resolver.ts').then((module) => module.loginResolver),
);

type LoginFormProps = {
  /** Called when a sign-in starts, so the page knows the session that follows was made here. */
  onSubmitStart: () => void;
};

export function LoginForm({ onSubmitStart }: LoginFormProps) {
  const { login } = useAuth();
  const t = useTexts(loginTexts);
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
      setFailure(loginErrorMessage(error, t));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {failure && (
        <LazyAlert severity="error" sx={{ mb: 2 }}>
          <AlertTitle>{t.failed}</AlertTitle>
          {failure}
        </LazyAlert>
      )}
      <FormTextField
        label={t.user}
        autoComplete="username"
        autoFocus
        registration={register('username')}
        error={errors.username}
      />
      <FormTextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        {isSubmitting ? t.submitting : t.submit}
      </Button>
      <Stack spacing={1} sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()}>
          {t.forgot}
        </Link>
        <Link component={RouterLink} to={paths.pricing.getHref()}>
          {t.register}
        </Link>
      </Stack>
    </Box>
  );
}
