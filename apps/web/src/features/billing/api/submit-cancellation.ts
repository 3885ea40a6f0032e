import { useMutation } from '@tanstack/react-query';
import {
  endpoints,
  publicCancellationRequestSchema,
  publicCancellationResponseSchema,
  type PublicCancellationRequest,
  type PublicCancellationResponse,
} from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export async function submitCancellation(
  input: PublicCancellationRequest,
): Promise<PublicCancellationResponse> {
  return publicCancellationResponseSchema.parse(
    await api.call(endpoints.billing.publicCancellation, {
      body: publicCancellationRequestSchema.parse(input),
    }),
  );
}

export function useSubmitCancellation() {
  return useMutation({ mutationFn: submitCancellation });
}
