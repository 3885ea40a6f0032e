import { defineTexts } from '#lib/i18n/texts.ts';

// Short keys: every byte here is on the login page's first load (decision 0701).
const en = {
  title: 'Login',
  heading: 'Sign in to your account',
  note: 'Please log in to view the content',
  loading: 'Loading',
  already: 'You are already logged in',
  redirecting: 'Redirecting you...',
  failed: 'Login Failed',
  user: 'Username or Email',
  password: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  forgot: 'Forgot your password?',
  register: "Don't have an account yet? Register here",
  invalid: 'Invalid username/email or password. Please check your credentials and try again.',
  fallback: 'An error occurred during login. Please try again.',
};
export type LoginTexts = typeof en;

/** The login page's texts, its error texts too. */
export const loginTexts = defineTexts(en, { de: () => import('./login-texts.de.ts') });
