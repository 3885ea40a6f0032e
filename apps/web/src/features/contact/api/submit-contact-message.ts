import { useMutation } from '@tanstack/react-query';
import { contactMessageSchema, type ContactMessageInput, type ContactResponse } from '@gjs/shared';
import { api } from '../../../lib/api-client.ts';

export const CONTACT_PATH = '/api/submit/';

/** POST /api/submit/ with name, email and message (decision 0424). */
export async function submitContactMessage(input: ContactMessageInput): Promise<ContactResponse> {
  return api.post<ContactResponse>(CONTACT_PATH, contactMessageSchema.parse(input));
}

export function useSubmitContactMessage() {
  return useMutation({ mutationFn: submitContactMessage });
}
