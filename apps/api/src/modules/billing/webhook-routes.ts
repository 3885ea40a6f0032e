import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageErrorSchema, endpoints } from '@gjs/shared';
import { handlePaypalWebhook, handleStripeWebhook } from './webhooks.ts';
import { routePath } from '../../lib/route-path.ts';

const received = z.object({ received: z.boolean(), outcome: z.string() });

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
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return handleStripeWebhook(ctx, body, typeof signature === 'string' ? signature : undefined);
      },
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
    async (request) => handlePaypalWebhook(ctx, request.headers, request.body),
  );
};
export default webhookRoutes;
