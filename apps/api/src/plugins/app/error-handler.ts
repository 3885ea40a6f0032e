import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { errorBody } from '../../lib/error-body.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { replyDatabaseUnavailable } from './database-outage.ts';

/**
 * Every error leaves as JSON with a `message` and its `code` (or the field-error shape of product 0424 beside them);
 * 5xx details stay in the log.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof AppError) {
        return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.body));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string[]> = {};
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
          (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
        }
        const summary = Object.entries(fields)
          .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
          .join('; ');
        return reply.code(400).send(errorBody(400, `Invalid input. ${summary}`, { errors: fields }));
      }
      // PostgreSQL text cannot hold a NUL character (SQLSTATE 22021): that is bad input, not a server fault.
      if ((error as { cause?: { code?: unknown } }).cause?.code === '22021') {
        return reply.code(400).send(errorBody(400, 'The input contains characters that are not allowed.'));
      }
      // The database is away (stopped, restarting, unreachable): a short refusal the client may retry, not a fault.
      if (isDatabaseUnavailable(error)) {
        app.databaseOutage.noticed(error, request.log);
        request.log.warn({ err: error }, 'database unavailable');
        return replyDatabaseUnavailable(reply);
      }
      const err = error as { statusCode?: number; message?: string };
      const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send(errorBody(status, 'Internal server error.'));
      }
      return reply.code(status).send(errorBody(status, err.message ?? 'Bad request.'));
    });
  },
  { name: 'error-handler', dependencies: ['database-outage'] },
);
