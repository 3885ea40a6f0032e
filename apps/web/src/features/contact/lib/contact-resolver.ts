import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@gjs/shared';

/** The contact form's validation: the API's own schema. Loaded on the first validation (lazyResolver). */
export const contactResolver = zodResolver(contactMessageSchema);
