import type { z } from 'zod';
import type { PaymentMethod, PaymentConfig, PlanId, registrationFormSchema } from '@gjs/shared';
import type { StripeAvailability } from '../hooks/use-stripe-js.ts';

/**
 * What the form holds before parsing; the shared schema turns it into the request (docs/architecture.md,
 * convention 2).
 */
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

/** The defaults of product 0421: empty fields, 'Select Country', english, intermediate, the plan picked on /pricing. */
export function registrationDefaults(plan: PlanId): Partial<RegistrationFormValues> {
  return {
    username: '',
    email: '',
    password: '',
    password2: '',
    first_name: '',
    last_name: '',
    street_address: '',
    city: '',
    state: '',
    postal_code: '',
    country: '',
    plan,
    language: 'english',
    level: 'intermediate',
  };
}

/**
 * The methods to offer, the card first as the default one (product 0426): the card when Stripe.js loaded, PayPal when
 * configured, none only while free signup is on (decision 0403).
 */
export function offeredPaymentMethods(
  config: PaymentConfig,
  card: StripeAvailability['status'],
): PaymentMethod[] {
  const methods: PaymentMethod[] = [];
  if (card === 'ready') methods.push('stripe');
  if (config.paypal_enabled) methods.push('paypal');
  if (config.free_signup_enabled) methods.push('none');
  return methods;
}
