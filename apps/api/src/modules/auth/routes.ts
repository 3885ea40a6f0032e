import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginRequestSchema,
  logoutRequestSchema,
  messageErrorSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORDS_DONT_MATCH,
  passwordResetConfirmErrorSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  tokenPairSchema,
  endpoints,
} from '@gjs/shared';
import { ValidationError } from '../../lib/errors.ts';
import * as auth from './service.ts';
import { routePath } from '../../lib/route-path.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    routePath(app, endpoints.auth.login),
    {
      // Beside the limit per address and account: one address trying one password on many accounts.
      preHandler: app.extraRateLimit({
        max: app.config.loginAddressRateLimit,
        timeWindow: FIFTEEN_MINUTES,
        keyGenerator: (request) => `login-address:${request.ip}`,
      }),
      config: {
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: FIFTEEN_MINUTES,
          keyGenerator: (request) => {
            const name = (request.body as { username?: unknown } | undefined)?.username;
            return `login:${request.ip}:${typeof name === 'string' ? name.trim().toLowerCase() : ''}`;
          },
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username or e-mail',
        body: loginRequestSchema,
        response: { 200: tokenPairSchema, 401: messageErrorSchema, 429: messageErrorSchema },
      },
    },
    async (request) => auth.login(app, request.body.username, request.body.password),
  );

  app.post(
    routePath(app, endpoints.auth.refresh),
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token (the refresh token rotates)',
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, 401: messageErrorSchema },
      },
    },
    async (request) => auth.refresh(app, request.body.refresh),
  );

  app.post(
    routePath(app, endpoints.auth.logout),
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke the refresh token of this login',
        body: logoutRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auth.logout(app, request.body.refresh);
      return reply.code(204).send(null);
    },
  );

  app.post(
    routePath(app, endpoints.auth.requestPasswordReset),
    {
      config: { rateLimit: { max: app.config.passwordResetRateLimit, timeWindow: 60 * 60 * 1000 } },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a single-use password reset link',
        body: passwordResetRequestSchema,
        response: { 200: messageErrorSchema, 400: messageErrorSchema, 429: messageErrorSchema },
      },
    },
    async (request) => {
      // Answered before the account is even looked up: the time taken must not tell whether it exists.
      const email = request.body.email;
      app.backgroundTasks.run('password reset mail', () =>
        auth.sendPasswordResetLink(
          {
            db: app.db,
            config: app.config,
            accessTokens: app.accessTokens,
            mailer: app.mailer,
            log: request.log,
          },
          email,
        ),
      );
      return { message: PASSWORD_RESET_SENT_MESSAGE };
    },
  );

  app.post(
    routePath(app, endpoints.auth.confirmPasswordReset),
    {
      attachValidation: true,
      config: { rateLimit: { max: app.config.passwordResetRateLimit * 4, timeWindow: 60 * 60 * 1000 } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the link from the e-mail',
        body: passwordResetConfirmSchema,
        response: { 200: messageErrorSchema, 400: passwordResetConfirmErrorSchema },
      },
    },
    async (request) => {
      if (request.validationError) {
        // Field errors in the shape of product 0424: non_field_errors / new_password lists.
        const issues = request.validationError.validation as { instancePath: string; message?: string }[];
        const byField = (field: string) =>
          issues.filter((i) => i.instancePath === `/${field}`).map((i) => i.message ?? 'Invalid value.');
        const newPassword = byField('new_password');
        // The mismatch refinement sits on confirm_password for the form, but the confirmation answers it as a non-field error.
        const mismatch = issues.some((i) => i.message === PASSWORDS_DONT_MATCH);
        const nonField = issues
          .filter((i) => i.instancePath !== '/new_password' && i.message !== PASSWORDS_DONT_MATCH)
          .map((i) => (i.instancePath ? `${i.instancePath.slice(1)}: ${i.message}` : (i.message ?? '')));
        if (mismatch) nonField.unshift(PASSWORDS_DONT_MATCH);
        throw new ValidationError(mismatch ? PASSWORDS_DONT_MATCH : 'Invalid input.', {
          ...(nonField.length ? { non_field_errors: nonField } : {}),
          ...(newPassword.length ? { new_password: newPassword } : {}),
        });
      }
      return { message: await auth.confirmPasswordReset(app, request.body) };
    },
  );
};
export default routes;
