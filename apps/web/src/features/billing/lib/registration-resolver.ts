import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema } from '@gjs/shared';

/** The registration form's validation: the API's own schema. Loaded on the first validation (lazyResolver). */
export const registrationResolver = zodResolver(registrationFormSchema);
