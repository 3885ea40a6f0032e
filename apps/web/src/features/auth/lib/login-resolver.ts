import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema } from '@gjs/shared';

/** The login form's validation: the API's own request schema. Loaded on the first validation (lazyResolver). */
export const loginResolver = zodResolver(loginRequestSchema);
