import { useMutation } from '@tanstack/react-query';
import { endpoints, type PublicCancellationRequest, type PublicCancellationResponse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

export async function submitCancellation(
  input: PublicCancellationRequest,
): Promise<PublicCancellationResponse> {
  const schemas = await loadBillingSchemas();
  return schemas.publicCancellationResponseSchema.parse(
    await api.call(endpoints.billing.publicCancellation, {
      body: schemas.publicCancellationRequestSchema.parse(input),
    }),
  );
}

export function useSubmitCancellation() {
  return useMutation({ mutationFn: submitCancellation });
}
