import { useMutation } from '@tanstack/react-query';
import { endpoints, contactMessageSchema, type ContactMessageInput, type ContactResponse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/submit/ with name, email and message (decision 0424). */
export async function submitContactMessage(input: ContactMessageInput): Promise<ContactResponse> {
  return api.call(endpoints.contact.submit, { body: contactMessageSchema.parse(input) });
}

export function useSubmitContactMessage() {
  return useMutation({ mutationFn: submitContactMessage });
}
