import type { SiteSettings } from '@gjs/shared';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { Storage } from '../../lib/storage/index.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createPaypal, type PaypalClient } from './providers/paypal-api.ts';
import { createStripe, type StripeAccess } from './providers/stripe.ts';

export interface BillingLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Everything the billing services need; built once by the routes plugin, the CLI or a test. */
export interface BillingContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  log: BillingLog;
  settings: () => Promise<SiteSettings>;
  /** The Stripe SDK, loaded on first use; undefined without Stripe's secret key. */
  stripe: StripeAccess | undefined;
  paypal: PaypalClient | undefined;
}

export function createBillingContext(deps: Omit<BillingContext, 'stripe' | 'paypal'>): BillingContext {
  return { ...deps, stripe: createStripe(deps.config.stripe), paypal: createPaypal(deps.config.paypal) };
}

/** A provider counts as configured with its secret credentials (decisions 0402, 0403). */
export function paymentsConfigured(config: Config): boolean {
  return Boolean(config.stripe.secretKey || (config.paypal.clientId && config.paypal.clientSecret));
}
