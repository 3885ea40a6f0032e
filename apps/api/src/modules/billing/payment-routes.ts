import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageErrorSchema,
  paypalCreatePaymentRequestSchema,
  paypalCreatePaymentResponseSchema,
  paypalExecutePaymentRequestSchema,
  paypalExecutePaymentResponseSchema,
  stripeConfirmSubscriptionRequestSchema,
  stripeConfirmSubscriptionResponseSchema,
  stripeCreateSubscriptionRequestSchema,
  stripeCreateSubscriptionResponseSchema,
  endpoints,
} from '@gjs/shared';
import { createPaypalPayment, executePaypalPayment } from './paypal-service.ts';
import { confirmStripeSubscription, createStripeSubscription } from './stripe-service.ts';
import { routePath } from '../../lib/route-path.ts';

const errors = {
  400: messageErrorSchema,
  402: messageErrorSchema,
  403: messageErrorSchema,
  404: messageErrorSchema,
  502: messageErrorSchema,
};

/** The provider calls of the registration flow (README: "Card" and "PayPal"). */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;

  app.post(
    routePath(app, endpoints.billing.paypalCreatePayment),
    {
      schema: {
        tags: ['billing'],
        summary: 'Create a PayPal subscription and return its approval URL',
        body: paypalCreatePaymentRequestSchema,
        response: { 200: paypalCreatePaymentResponseSchema, ...errors },
      },
    },
    async (request) => createPaypalPayment(ctx, request.body),
  );

  app.post(
    routePath(app, endpoints.billing.paypalExecutePayment),
    {
      schema: {
        tags: ['billing'],
        summary: 'Bind an approved PayPal subscription to the registered account',
        body: paypalExecutePaymentRequestSchema,
        response: { 200: paypalExecutePaymentResponseSchema, ...errors },
      },
    },
    async (request) => executePaypalPayment(ctx, request.body),
  );

  app.post(
    routePath(app, endpoints.billing.stripeCreateSubscription),
    {
      schema: {
        tags: ['billing'],
        summary:
          'Create the Stripe customer and subscription; returns a client secret when the card must confirm',
        body: stripeCreateSubscriptionRequestSchema,
        response: { 200: stripeCreateSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => createStripeSubscription(ctx, request.body),
  );

  app.post(
    routePath(app, endpoints.billing.stripeConfirmSubscription),
    {
      schema: {
        tags: ['billing'],
        summary: "Set trial or active from Stripe's own answer",
        body: stripeConfirmSubscriptionRequestSchema,
        response: { 200: stripeConfirmSubscriptionResponseSchema, ...errors },
      },
    },
    async (request) => confirmStripeSubscription(ctx, request.body),
  );
};
export default paymentRoutes;
