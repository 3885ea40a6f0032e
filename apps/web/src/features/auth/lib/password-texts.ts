import { PASSWORD_RESET_DONE_MESSAGE, PASSWORD_RESET_SENT_MESSAGE } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  forgot: {
    title: 'Forgot your password?',
    email: 'Email',
    send: 'Send reset link',
    /** The same text whether or not the address has an account. */
    sent: PASSWORD_RESET_SENT_MESSAGE,
    backToLogin: 'Back to login',
  },
  reset: {
    title: 'Set a new password',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Reset password',
    done: PASSWORD_RESET_DONE_MESSAGE,
  },
  /** When neither the server nor the request says what went wrong. */
  fallback: 'An error occurred. Please try again.',
};
export type PasswordTexts = typeof en;

/** The texts of the forgot-password and reset-password pages. */
export const passwordTexts = defineTexts(en, { de: () => import('./password-texts.de.ts') });
