import { useMutation } from '@tanstack/react-query';
import { endpoints, passwordResetConfirmSchema, type PasswordResetConfirm } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
  await api.call(endpoints.auth.confirmPasswordReset, { body: passwordResetConfirmSchema.parse(input) });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
