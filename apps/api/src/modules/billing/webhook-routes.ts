import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageErrorSchema, endpoints } from '@gjs/shared';
import { ValidationError } from '../../lib/errors.ts';
import { routePath } from '../../lib/route-path.ts';
import type { BillingContext } from './context.ts';
import { findProvider } from './providers/lookup.ts';
import type { ProviderName, WebhookHeaders } from './providers/provider.ts';
import { dispatchEvent } from './webhooks/dispatch.ts';

export const INVALID_SIGNATURE = 'Invalid webhook signature';

const received = z.object({ received: z.boolean(), outcome: z.string() });

/** The provider checks the signature by its own scheme (a bad one answers 400), then the event goes to its handler. */
async function receive(ctx: BillingContext, name: ProviderName, headers: WebhookHeaders, body: unknown) {
  const provider = findProvider(ctx, name);
  const event = await provider?.verifyEvent(headers, body);
  if (!provider || !event) throw new ValidationError(INVALID_SIGNATURE);
  return dispatchEvent(ctx, provider, event);
}

/** Signature-verified provider webhooks (decision 0402); Stripe's signature covers the raw bytes of the body. */
const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;

  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      routePath(raw, endpoints.billing.stripeWebhook),
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (Stripe-Signature checked with STRIPE_WEBHOOK_SECRET)',
          response: { 200: received, 400: messageErrorSchema },
        },
      },
      async (request) => receive(ctx, 'stripe', request.headers, request.body),
    );
  });

  app.post(
    routePath(app, endpoints.billing.paypalWebhook),
    {
      schema: {
        tags: ['billing'],
        summary: "PayPal events (verified with PayPal's verify-webhook-signature and PAYPAL_WEBHOOK_ID)",
        response: { 200: received, 400: messageErrorSchema },
      },
    },
    async (request) => receive(ctx, 'paypal', request.headers, request.body),
  );
};
export default webhookRoutes;
