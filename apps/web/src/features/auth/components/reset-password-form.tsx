import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@gjs/shared';
import { FormTextField } from '#components/ui/form-text-field.tsx';
import { paths } from '#config/paths.ts';
import { useTexts } from '#lib/i18n/texts.ts';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { resetConfirmErrorMessage } from '../lib/password-reset-error-message.ts';
import { passwordTexts } from '../lib/password-texts.ts';
import { useMessageText } from '#lib/i18n/message-texts.ts';

/** Time to read the success message before the login page (product 0426). */
export const REDIRECT_TO_LOGIN_MS = 3000;

type ResetPasswordFormProps = { uid: string; token: string };

export function ResetPasswordForm({ uid, token }: ResetPasswordFormProps) {
  const texts = useTexts(passwordTexts);
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  // The shared contract drives the form too: uid and token ride along as values. The route
  // keys this form by them, so the defaults never go stale.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordResetConfirm>({
    resolver: zodResolver(passwordResetConfirmSchema),
    defaultValues: { uid, token, new_password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (!confirm.isSuccess) return;
    const timer = setTimeout(() => void navigate(paths.login.getHref()), REDIRECT_TO_LOGIN_MS);
    return () => clearTimeout(timer);
  }, [confirm.isSuccess, navigate]);

  const onSubmit = handleSubmit((values) => confirm.mutate(values));
  const translate = useMessageText();
  const linkProblem = errors.uid?.message ?? errors.token?.message;

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {confirm.isSuccess && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {texts.reset.done}
        </Alert>
      )}
      {(confirm.isError || linkProblem) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {confirm.isError
            ? resetConfirmErrorMessage(confirm.error, texts.fallback)
            : linkProblem && translate(linkProblem)}
        </Alert>
      )}
      {!confirm.isSuccess && (
        <>
          <FormTextField
            label={texts.reset.newPassword}
            type="password"
            autoComplete="new-password"
            autoFocus
            registration={register('new_password')}
            error={errors.new_password}
          />
          <FormTextField
            label={texts.reset.confirmPassword}
            type="password"
            autoComplete="new-password"
            registration={register('confirm_password')}
            error={errors.confirm_password}
          />
          <Button type="submit" variant="contained" fullWidth disabled={confirm.isPending} sx={{ mt: 2 }}>
            {texts.reset.submit}
          </Button>
        </>
      )}
    </Box>
  );
}
