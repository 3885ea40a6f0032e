import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.object({ refresh: z.string().min(1).max(512) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** Refresh tokens rotate on every refresh (decision 0409), so the answer carries the next one too. */
export const refreshResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const logoutRequestSchema = z.object({ refresh: z.string().min(1).max(512) });

export const passwordResetRequestSchema = z.object({
  email: z
    .email('Enter a valid email address.')
    .max(254)
    // The zod pattern lets a NUL through; no address holds one, and PostgreSQL text cannot store it.
    .refine((value) => !value.includes('\u0000'), 'Enter a valid email address.'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account exists with this email, a password reset link has been sent.';
export const PASSWORD_RESET_DONE_MESSAGE =
  'Password has been reset successfully. You can now login with your new password.';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const passwordResetConfirmSchema = z
  .object({
    uid: z.string().min(1).max(64),
    token: z.string().min(1).max(256),
    new_password: z.string().min(1, 'This field may not be blank.').max(1024),
    confirm_password: z.string().min(1, 'This field may not be blank.').max(1024),
  })
  .refine((v) => v.new_password === v.confirm_password, {
    message: PASSWORDS_DONT_MATCH,
    path: ['confirm_password'],
  });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const passwordResetConfirmErrorSchema = z.object({
  message: z.string(),
  non_field_errors: z.array(z.string()).optional(),
  new_password: z.array(z.string()).optional(),
});

export const PASSWORD_MIN_LENGTH = 8;

/** Server-side password rules; each failing rule yields one message under `new_password`. */
export function passwordProblems(password: string, personal: string[] = []): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const lower = password.toLowerCase();
  if (personal.some((p) => p.length >= 3 && lower.includes(p.toLowerCase())))
    problems.push('The password is too similar to your personal details.');
  return problems;
}
