import { useMutation } from '@tanstack/react-query';
import { passwordResetRequestSchema, type PasswordResetRequest } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PASSWORD_RESET_REQUEST_PATH = '/api/password-reset-request/';

export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await api.post(PASSWORD_RESET_REQUEST_PATH, passwordResetRequestSchema.parse(input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
