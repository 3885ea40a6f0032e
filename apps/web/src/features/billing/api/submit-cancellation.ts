import { useMutation } from '@tanstack/react-query';
import {
  publicCancellationRequestSchema,
  publicCancellationResponseSchema,
  type PublicCancellationRequest,
  type PublicCancellationResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const PUBLIC_CANCELLATION_PATH = '/api/public/cancellation/';

export async function submitCancellation(
  input: PublicCancellationRequest,
): Promise<PublicCancellationResponse> {
  return publicCancellationResponseSchema.parse(
    await api.post(PUBLIC_CANCELLATION_PATH, publicCancellationRequestSchema.parse(input)),
  );
}

export function useSubmitCancellation() {
  return useMutation({ mutationFn: submitCancellation });
}
