import { z } from 'zod';

/**
 * The error body of most calls: `{"message": "...", "code": "..."}`, the English message and its stable code
 * (common/message-codes.ts). Loose: an error may add field lists beside its message.
 */
export const messageErrorSchema = z.object({ message: z.string(), code: z.string().optional() }).loose();
export type MessageError = z.infer<typeof messageErrorSchema>;

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
