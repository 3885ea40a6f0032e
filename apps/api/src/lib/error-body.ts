import { codeOfMessage, codeOfStatus } from '@gjs/shared';

/**
 * The body of an error answer: the English message (the contract), its stable code for clients that show it in
 * another language (docs/decisions/0702-message-codes.md), then whatever else the call's error carries.
 */
export function errorBody(
  status: number,
  message: string,
  extra?: Record<string, unknown>,
): { message: string; code: string } & Record<string, unknown> {
  const code = codeOfMessage(message)?.code ?? codeOfStatus(status);
  return { message, code, ...extra };
}
