import { useMutation } from '@tanstack/react-query';
import { passwordResetConfirmSchema, type PasswordResetConfirm } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PASSWORD_RESET_CONFIRM_PATH = '/api/password-reset-confirm/';

export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await api.post(PASSWORD_RESET_CONFIRM_PATH, passwordResetConfirmSchema.parse(input));
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
