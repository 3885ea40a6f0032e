import { useMutation } from '@tanstack/react-query';
import { endpoints, type ContactMessageInput, type ContactResponse } from '@gjs/shared';
import { api } from '#lib/api-client.ts';

/**
 * POST /api/submit/ with name, email and message (product 0424), as the form's resolver (the shared schema) has
 * already checked and trimmed them; the API checks them again.
 */
export async function submitContactMessage(input: ContactMessageInput): Promise<ContactResponse> {
  return api.call(endpoints.contact.submit, { body: input });
}

export function useSubmitContactMessage() {
  return useMutation({ mutationFn: submitContactMessage });
}
