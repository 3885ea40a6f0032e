import { endpoints, deleteUserRequestSchema, type DeleteUserRequest } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

/** Undoes this browser's own registration after a failed payment; the server checks the registration token. */
export async function deleteUser(input: DeleteUserRequest): Promise<void> {
  await api.call(endpoints.billing.deleteUser, { body: deleteUserRequestSchema.parse(input) });
}
