import { useMutation } from '@tanstack/react-query';
import { endpoints, passwordResetRequestSchema, type PasswordResetRequest } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await api.call(endpoints.auth.requestPasswordReset, { body: passwordResetRequestSchema.parse(input) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
