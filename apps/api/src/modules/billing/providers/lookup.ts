import type { BillingContext } from '../context.ts';
import { paypalProvider } from './paypal.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { stripeProvider } from './stripe.ts';

/** Each provider by the name our rows store, made from the context when this server is configured for it. */
const PROVIDERS: Record<
  ProviderName,
  { label: string; make(ctx: BillingContext): PaymentProvider | undefined }
> = {
  stripe: {
    label: 'Stripe',
    make: (ctx) => ctx.stripe && stripeProvider(ctx.stripe, ctx.config.stripe.webhookSecret),
  },
  paypal: { label: 'PayPal', make: (ctx) => ctx.paypal && paypalProvider(ctx.paypal, ctx.log) },
};

/** The provider of that name, or undefined when this server has no credentials for it. */
export function findProvider(ctx: BillingContext, name: ProviderName): PaymentProvider | undefined {
  return PROVIDERS[name].make(ctx);
}

/** The provider a stored subscription runs at: without its credentials the call fails. */
export function providerFor(ctx: BillingContext, name: ProviderName): PaymentProvider {
  const provider = findProvider(ctx, name);
  if (!provider) throw new Error(`${PROVIDERS[name].label} is not configured`);
  return provider;
}
