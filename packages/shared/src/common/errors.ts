import { z } from 'zod';

/**
 * The error body of most calls: `{"message": "...", "code": "..."}`, the English message and its stable code
 * (common/message-codes.ts). Loose: an error may add field lists beside its message.
 */
export const messageErrorSchema = z.object({ message: z.string(), code: z.string().optional() }).loose();
export type MessageError = z.infer<typeof messageErrorSchema>;

/** A 400 for a request its schema refuses: the message names the fields, `errors` lists each field's problems. */
export const invalidInputErrorSchema = messageErrorSchema.extend({
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type InvalidInputError = z.infer<typeof invalidInputErrorSchema>;

/** Field errors as `{field: [messages]}` (registration, password reset confirm). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export {
  codeOfMessage,
  codeOfStatus,
  MESSAGE_TEXTS,
  type CodedMessage,
  type MessageCode,
} from './message-codes.ts';
export {
  INTERFACE_LANGUAGES,
  interfaceLanguageOf,
  LANGUAGE_PREFIXES,
  type InterfaceLanguage,
} from './interface-languages.ts';
export { DATABASE_UNAVAILABLE_MESSAGE, MAINTENANCE_MESSAGE } from './messages.ts';
