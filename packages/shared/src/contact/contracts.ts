import { z } from 'zod';

import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUCCESS_MESSAGE,
} from './limits.ts';

export {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_SUCCESS_MESSAGE,
} from './limits.ts';

/** Contact message (product 0421): name, email (email type) and message are required (product 0423). */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required.')
    .max(CONTACT_NAME_MAX, `Name must be at most ${CONTACT_NAME_MAX} characters.`),
  email: z
    .string()
    .trim()
    .max(CONTACT_EMAIL_MAX, 'Enter a valid email address.')
    .pipe(z.email('Enter a valid email address.')),
  message: z
    .string()
    .trim()
    .min(1, 'Message is required.')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** POST /api/submit/ answers `{message: 'Message sent successfully!'}`; errors read `message` too. */
export const contactResponseSchema = z.object({ message: z.literal(CONTACT_SUCCESS_MESSAGE) });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
