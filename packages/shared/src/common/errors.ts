import { z } from 'zod';

/** The error body of most calls: `{"message": "..."}`. */
/** Loose: an error may add field lists beside its message. */
export const messageErrorSchema = z.object({ message: z.string() }).loose();
export type MessageError = z.infer<typeof messageErrorSchema>;

/** Field errors as `{field: [messages]}` (registration, password reset confirm). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export { DATABASE_UNAVAILABLE_MESSAGE, MAINTENANCE_MESSAGE } from './messages.ts';
