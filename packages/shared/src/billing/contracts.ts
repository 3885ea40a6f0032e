import { z } from 'zod';
import { LANGUAGES, LEVELS } from '../catalog.ts';
import { PAYMENT_METHODS, PLAN_IDS } from '../plans.ts';
import { PASSWORDS_DONT_MATCH, passwordProblems } from '../auth/contracts.ts';
import { isCountryName } from './countries.ts';

import { BILLING_MESSAGES } from './messages.ts';

export { BILLING_MESSAGES } from './messages.ts';

const missing = {
  error: (issue: { input?: unknown }) => (issue.input == null ? BILLING_MESSAGES.missing : undefined),
};
const required = (max: number) => z.string(missing).trim().min(1, BILLING_MESSAGES.required).max(max);
const email = () => z.string(missing).trim().max(254).pipe(z.email(BILLING_MESSAGES.invalidEmail));

/**
 * The registration form of product 0421 plus the payment method: one schema drives the form in the browser and the
 * parsing on the server. Every field is required (product 0423); the password rules are those of password reset.
 */
export const registerRequestSchema = z
  .object({
    username: required(150).regex(/^[\w.@+-]+$/, BILLING_MESSAGES.invalidUsername),
    email: email(),
    password: z.string(missing).min(1, BILLING_MESSAGES.required).max(1024),
    password2: z.string(missing).min(1, BILLING_MESSAGES.required).max(1024),
    first_name: required(150),
    last_name: required(150),
    street_address: required(200),
    city: required(100),
    state: required(100),
    postal_code: required(20),
    country: required(100).refine(isCountryName, {
      error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
    }),
    plan: z.enum(PLAN_IDS, missing),
    language: z.enum(LANGUAGES, missing),
    level: z.enum(LEVELS, missing),
    acceptTerms: z.literal(true, { error: BILLING_MESSAGES.acceptTerms }),
    acceptPrivacy: z.literal(true, { error: BILLING_MESSAGES.acceptPrivacy }),
    payment_method: z.enum(PAYMENT_METHODS, { error: BILLING_MESSAGES.invalidPaymentMethod }),
  })
  .superRefine(
    (v, ctx) => {
      // The refinement also runs when other fields failed, so they may hold any JSON type.
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      for (const message of registrationPasswordProblems(v.password, text(v.username), text(v.email))) {
        ctx.addIssue({ code: 'custom', path: ['password'], message });
      }
      if (v.password !== v.password2) {
        ctx.addIssue({ code: 'custom', path: ['password2'], message: PASSWORDS_DONT_MATCH });
      }
    },
    // The password rules are reported together with the other fields' errors, not only once those are fixed.
    { when: (payload) => passwordsParsed(payload.value) },
  );
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/** The browser's form values are the request (product 0424: 'whole registration form'). */
export const registrationFormSchema = registerRequestSchema;
export type RegistrationForm = RegisterRequest;

function passwordsParsed(value: unknown): boolean {
  const v = value as Record<string, unknown> | null;
  return typeof v?.['password'] === 'string' && typeof v['password2'] === 'string';
}

/** At least 8 characters, not entirely numeric, not the username nor too close to it or the e-mail. */
export function registrationPasswordProblems(password: string, username: string, email: string): string[] {
  if (!password) return [];
  const problems = passwordProblems(password, [username, email.split('@')[0] ?? '']);
  // Short usernames escape the similarity rule, so equality is checked on its own.
  if (username && password.toLowerCase() === username.toLowerCase() && problems.length === 0) {
    problems.push(BILLING_MESSAGES.passwordSameAsUsername);
  }
  return problems;
}

/** `registration_token` is the short-lived secret that lets the registering browser undo its own registration. */
export const registerResponseSchema = z.object({ id: z.number().int(), registration_token: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const deleteUserRequestSchema = z.object({
  user_id: z.coerce.number().int().positive(),
  registration_token: z.string().min(1).max(256),
});
export type DeleteUserRequest = z.infer<typeof deleteUserRequestSchema>;

/**
 * `plan` as in product 0424; the registering browser also names its account (id and registration token), so that the
 * subscription is bound to it even when the buyer never comes back from PayPal (the activation webhook binds it).
 */
export const paypalCreatePaymentRequestSchema = z.object({
  plan: z.enum(PLAN_IDS),
  user_id: z.number().int().positive().optional(),
  registration_token: z.string().min(1).max(256).optional(),
});
export type PaypalCreatePaymentRequest = z.infer<typeof paypalCreatePaymentRequestSchema>;
export const paypalCreatePaymentResponseSchema = z.object({
  approval_url: z.string(),
  subscription_id: z.string(),
});
export type PaypalCreatePaymentResponse = z.infer<typeof paypalCreatePaymentResponseSchema>;

export const paypalExecutePaymentRequestSchema = z.object({
  subscription_id: z.string().min(1).max(128),
  user_id: z.number().int().positive(),
});
export type PaypalExecutePaymentRequest = z.infer<typeof paypalExecutePaymentRequestSchema>;
export const paypalExecutePaymentResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
});
export type PaypalExecutePaymentResponse = z.infer<typeof paypalExecutePaymentResponseSchema>;

export const stripeCreateSubscriptionRequestSchema = z.object({
  plan: z.enum(PLAN_IDS),
  payment_method_id: z.string().min(1).max(255),
  email: email(),
  user_id: z.number().int().positive(),
  registration_token: z.string().min(1).max(256),
});
export type StripeCreateSubscriptionRequest = z.infer<typeof stripeCreateSubscriptionRequestSchema>;
/** `status` is Stripe's subscription status ('trialing', 'active', 'incomplete', ...) or 'error' with `error`. */
export const stripeCreateSubscriptionResponseSchema = z.object({
  status: z.string(),
  client_secret: z.string().optional(),
  subscription_id: z.string().optional(),
  error: z.string().optional(),
});
export type StripeCreateSubscriptionResponse = z.infer<typeof stripeCreateSubscriptionResponseSchema>;

export const stripeConfirmSubscriptionRequestSchema = z.object({
  subscription_id: z.string().min(1).max(255),
  user_id: z.number().int().positive(),
});
export type StripeConfirmSubscriptionRequest = z.infer<typeof stripeConfirmSubscriptionRequestSchema>;
export const stripeConfirmSubscriptionResponseSchema = z.object({ in_trial: z.boolean() });
export type StripeConfirmSubscriptionResponse = z.infer<typeof stripeConfirmSubscriptionResponseSchema>;

export const cancelSubscriptionResponseSchema = z.object({ message: z.string() });
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** What the browser may know about the providers (decision 0402): unconfigured methods are hidden. */
export const paymentConfigSchema = z.object({
  stripe_publishable_key: z.string().nullable(),
  paypal_enabled: z.boolean(),
  free_signup_enabled: z.boolean(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** The no-login cancellation of decision 0417 (§312k BGB). */
export const publicCancellationRequestSchema = z.object({
  name: required(200),
  email: email(),
  username: z.string().trim().max(150).optional(),
});
export type PublicCancellationRequest = z.infer<typeof publicCancellationRequestSchema>;
export const publicCancellationResponseSchema = z.object({
  received_at: z.string(),
  message: z.string(),
});
export type PublicCancellationResponse = z.infer<typeof publicCancellationResponseSchema>;
