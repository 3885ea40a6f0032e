import { deleteUserRequestSchema, type DeleteUserRequest } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const DELETE_USER_PATH = '/api/delete-user/';

/** Undoes this browser's own registration after a failed payment; the server checks the registration token. */
export async function deleteUser(input: DeleteUserRequest): Promise<void> {
  await api.post(DELETE_USER_PATH, deleteUserRequestSchema.parse(input));
}
