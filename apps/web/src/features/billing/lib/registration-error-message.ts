import { ApiError, errorMessage } from '#lib/api-client.ts';

function isMessageList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** `{field: [messages]}` as 'field: messages' lines; a nested `errors` object (schema validation) counts too. */
function fieldLines(body: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (isMessageList(value)) lines.push(`${field}: ${value.join(' ')}`);
    else if (field === 'errors' && typeof value === 'object' && value !== null) {
      lines.push(...fieldLines(value as Record<string, unknown>));
    }
  }
  return lines;
}

/**
 * The text of a failed registration (product 0425): an object answer as one 'field: messages' line per field, a text
 * answer as it is, otherwise the message or the fallback ('Registration failed', in the page's language).
 */
export function registrationErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const { body } = error;
    if (typeof body === 'string' && body.trim()) return body;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const lines = fieldLines(body as Record<string, unknown>);
      if (lines.length > 0) return lines.join('\n');
    }
  }
  return errorMessage(error) ?? fallback;
}
