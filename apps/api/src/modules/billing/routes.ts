import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelSubscriptionResponseSchema,
  deleteUserRequestSchema,
  fieldErrorsSchema,
  messageErrorSchema,
  paymentConfigSchema,
  publicCancellationRequestSchema,
  publicCancellationResponseSchema,
  registerResponseSchema,
  endpoints,
} from '@gjs/shared';
import { cancelMessage, cancelSubscription, publicCancellation } from './cancellation/service.ts';
import { deleteRegisteredUser, methodAvailable, register } from './registration-service.ts';
import paymentRoutes from './payment-routes.ts';
import webhookRoutes from './webhook-routes.ts';
import { routePath } from '../../lib/route-path.ts';

const HOUR = 60 * 60 * 1000;

/** Registration, payments, webhooks and cancellation (README.md in this folder describes the flows). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.billing;

  app.post(
    routePath(app, endpoints.billing.register),
    {
      config: { rateLimit: { max: app.config.registrationRateLimit, timeWindow: HOUR } },
      schema: {
        tags: ['billing'],
        summary: 'Create an account (registration form of product 0421 plus payment_method)',
        description:
          'Field errors answer 400 as `{field: [messages]}`; the form schema is registerRequestSchema.',
        body: z.unknown(),
        response: {
          201: registerResponseSchema,
          400: z.union([messageErrorSchema, fieldErrorsSchema]),
          403: messageErrorSchema,
          429: messageErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await register(ctx, request.body);
      if (!result.ok) return reply.code(400).send(result.fields);
      return reply.code(201).send(result.body);
    },
  );

  app.post(
    routePath(app, endpoints.billing.deleteUser),
    {
      schema: {
        tags: ['billing'],
        summary: 'Undo a registration whose payment failed (needs the registration token)',
        body: deleteUserRequestSchema,
        response: { 200: messageErrorSchema, 400: messageErrorSchema, 403: messageErrorSchema },
      },
    },
    async (request) => deleteRegisteredUser(ctx, request.body.user_id, request.body.registration_token),
  );

  app.post(
    routePath(app, endpoints.billing.cancelSubscription),
    {
      schema: {
        tags: ['billing'],
        summary: 'Cancel: a trial deletes the account at once, a paid month runs to its end',
        response: {
          200: cancelSubscriptionResponseSchema,
          400: messageErrorSchema,
          401: messageErrorSchema,
          502: messageErrorSchema,
        },
      },
    },
    async (request) => {
      const outcome = await cancelSubscription(ctx, request.user.id);
      // A trial's account goes at once, and its forum posts and comments with it.
      app.changes.announce('forum');
      return { message: cancelMessage(outcome) };
    },
  );

  app.get(
    routePath(app, endpoints.billing.paymentConfig),
    {
      schema: {
        tags: ['billing'],
        summary: 'Which payment methods the browser may offer',
        response: { 200: paymentConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        stripe_publishable_key: ctx.stripe ? (ctx.config.stripe.publishableKey ?? null) : null,
        paypal_enabled: ctx.paypal !== undefined,
        free_signup_enabled: await methodAvailable(ctx, 'none'),
      };
    },
  );

  app.post(
    routePath(app, endpoints.billing.publicCancellation),
    {
      config: { rateLimit: { max: app.config.publicCancellationRateLimit, timeWindow: HOUR } },
      schema: {
        tags: ['billing'],
        summary: 'Cancel without logging in (§312k BGB); the same answer whether or not an account matched',
        body: publicCancellationRequestSchema,
        response: { 200: publicCancellationResponseSchema, 400: messageErrorSchema, 429: messageErrorSchema },
      },
    },
    async (request) => {
      const answer = await publicCancellation(ctx, request.body);
      app.changes.announce('forum');
      return answer;
    },
  );

  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
};
export default routes;
