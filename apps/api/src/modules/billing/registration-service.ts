import crypto from 'node:crypto';
import {
  BILLING_MESSAGES,
  PAYMENT_METHODS,
  registerRequestSchema,
  type FieldErrors,
  type PaymentMethod,
  type RegisterResponse,
} from '@gjs/shared';
import { ForbiddenError, ValidationError } from '../../lib/errors.ts';
import { AccountTaken, createAccount, deleteAccount } from '../accounts/index.ts';
import type { BillingContext } from './context.ts';
import { cancelAtProvider } from './provider-actions.ts';
import * as repo from './repository.ts';

/** Long enough to pay at the provider and come back; short enough that a leaked token soon stops mattering. */
const REGISTRATION_TOKEN_TTL_MS = 2 * 3600 * 1000;
const NOT_ALLOWED = 'You are not allowed to delete this user.';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type RegisterResult = { ok: true; body: RegisterResponse } | { ok: false; fields: FieldErrors };

/** Which payment methods the server accepts right now (decisions 0402, 0403). */
export async function methodAvailable(ctx: BillingContext, method: PaymentMethod): Promise<boolean> {
  if (method === 'stripe') return ctx.stripe !== undefined;
  if (method === 'paypal') return ctx.paypal !== undefined;
  return (await ctx.settings()).free_signup_enabled;
}

export async function register(ctx: BillingContext, body: unknown): Promise<RegisterResult> {
  const settings = await ctx.settings();
  if (!settings.registration_enabled) throw new ForbiddenError(BILLING_MESSAGES.registrationDisabled);
  const method = (body as { payment_method?: unknown } | null)?.payment_method;
  if (
    !PAYMENT_METHODS.includes(method as PaymentMethod) ||
    !(await methodAvailable(ctx, method as PaymentMethod))
  ) {
    throw new ValidationError(BILLING_MESSAGES.invalidPaymentMethod);
  }
  const parsed = registerRequestSchema.safeParse(body);
  if (!parsed.success) {
    const fields: FieldErrors = {};
    for (const issue of parsed.error.issues)
      (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(issue.message);
    return { ok: false, fields };
  }
  const form = parsed.data;
  const token = crypto.randomBytes(32).toString('base64url');
  // Free signup is the server's own rule (decision 0403): a complimentary subscription, no provider, no end date.
  const free = form.payment_method === 'none';
  let id: number;
  try {
    ({ id } = await createAccount(
      ctx.db,
      {
        username: form.username,
        email: form.email,
        password: form.password,
        firstName: form.first_name,
        lastName: form.last_name,
        level: form.level,
        language: form.language,
        address: {
          streetAddress: form.street_address,
          city: form.city,
          state: form.state,
          postalCode: form.postal_code,
          country: form.country,
        },
        subscription: free ? 'active' : 'none',
        plan: form.plan,
      },
      (tx, userId) =>
        repo.saveRegistrationToken(
          tx,
          userId,
          hashToken(token),
          new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS),
        ),
    ));
  } catch (error) {
    if (!(error instanceof AccountTaken)) throw error;
    const fields: FieldErrors = {};
    if (error.username) fields['username'] = [BILLING_MESSAGES.usernameTaken];
    if (error.email) fields['email'] = [BILLING_MESSAGES.emailTaken];
    return { ok: false, fields };
  }
  return { ok: true, body: { id, registration_token: token } };
}

/** True when `token` is the live registration secret of `userId`. */
export async function registrationTokenValid(ctx: BillingContext, userId: number, token: string) {
  const row = await repo.findRegistrationToken(ctx.db, userId);
  if (!row || row.expiresAt <= new Date()) return false;
  const given = Buffer.from(hashToken(token));
  const stored = Buffer.from(row.tokenHash);
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}

/**
 * Undoes a registration whose payment failed: only with the browser's registration secret, and only while the
 * account has never had a trial or paid subscription. Anything else is refused with 403.
 */
export async function deleteRegisteredUser(ctx: BillingContext, userId: number, token: string) {
  if (!(await registrationTokenValid(ctx, userId, token))) throw new ForbiddenError(NOT_ALLOWED);
  const row = await repo.findSubscription(ctx.db, { userId });
  if (!row || row.subscription.status !== 'none') throw new ForbiddenError(NOT_ALLOWED);
  // A card subscription that never got paid is abandoned at Stripe too.
  if (row.subscription.providerSubscriptionId) {
    await cancelAtProvider(ctx, row.subscription).catch((err: unknown) =>
      ctx.log.warn({ err, userId }, 'could not cancel an unpaid provider subscription'),
    );
  }
  await deleteAccount(ctx, userId);
  return { message: 'User deleted.' };
}
