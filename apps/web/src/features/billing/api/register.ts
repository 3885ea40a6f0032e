import { endpoints, type RegisterRequest, type RegisterResponse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

/** Contains /register/, so a 401 here is final and never triggers a token refresh (product 0424). */
export const USER_ID_MISSING = 'User ID not received from registration';

export async function registerAccount(input: RegisterRequest): Promise<RegisterResponse> {
  const schemas = await loadBillingSchemas();
  const answer = schemas.registerResponseSchema.safeParse(
    await api.call(endpoints.billing.register, { body: schemas.registerRequestSchema.parse(input) }),
  );
  // Without the id there is nothing to pay for nor to clean up (product 0423).
  if (!answer.success) throw new Error(USER_ID_MISSING);
  return answer.data;
}
