import { endpoints, type DeleteUserRequest } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { loadBillingSchemas } from '../lib/load-billing-schemas.ts';

/** Undoes this browser's own registration after a failed payment; the server checks the registration token. */
export async function deleteUser(input: DeleteUserRequest): Promise<void> {
  const schemas = await loadBillingSchemas();
  await api.call(endpoints.billing.deleteUser, { body: schemas.deleteUserRequestSchema.parse(input) });
}
