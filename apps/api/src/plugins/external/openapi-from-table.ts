import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { invalidInputErrorSchema, messageErrorSchema, type Endpoint, type EndpointAccess } from '@gjs/shared';
import { endpointName } from '../../lib/endpoint-names.ts';
import { endpointOfRoute, isSessionGuarded } from '../../lib/endpoint-of-route.ts';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown>;

/** The accesses that may answer 403 (a role, a media signature); those behind a session guard also answer 401. */
const MAY_BE_FORBIDDEN: readonly EndpointAccess[] = ['member', 'student', 'staff', 'signed'];

const asJson = (schema: z.ZodType, description: string): JsonSchema => ({
  ...(z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) as JsonSchema),
  description,
});
const invalidInput = asJson(
  invalidInputErrorSchema,
  'The request does not fit its schema; `errors` names the fields',
);
const message = (description: string) => asJson(messageErrorSchema, description);

/**
 * The error answers an operation can give, in the shared error shape (lib/error-body.ts): the ones its access brings
 * (401 behind a session guard, 403 behind a role or a media signature; never for a public call), 404 where the path names something, 429 where the route is rate limited, and
 * the 400 and 503 every request may get (a refused input; maintenance or the database away).
 */
function errorAnswers(endpoint: Endpoint, rateLimited: boolean): Partial<Record<number, JsonSchema>> {
  return {
    400: invalidInput,
    ...(isSessionGuarded(endpoint.access) ? { 401: message('No valid session') } : {}),
    ...(MAY_BE_FORBIDDEN.includes(endpoint.access) ? { 403: message('The caller may not do this') } : {}),
    ...(/[:*]/.test(endpoint.path) ? { 404: message('Nothing found at this path') } : {}),
    ...(rateLimited ? { 429: message('Too many requests; try again later') } : {}),
    503: message('Maintenance, or the database is away for a moment'),
  };
}

/**
 * The route's own answers. A route that states no success answer is a delete that answers 204 with no body (the
 * console's deletes): said here, since a 204 schema in the route would make its handler send a body to check.
 */
function success(response: unknown): object {
  const stated = (response ?? {}) as Record<string, unknown>;
  if (Object.keys(stated).some((status) => status.startsWith('2'))) return stated;
  return { ...stated, 204: { description: 'Done; no content' } };
}

/** `*` (the rest of the path) as a named path parameter, which OpenAPI can state. */
const WILDCARD = 'path';
function namedWildcard(url: string, params: unknown): { url: string; params: unknown } {
  if (!url.endsWith('*')) return { url, params };
  const schema = params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  const { '*': rest, ...others } = schema?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${WILDCARD}`,
    params: {
      ...schema,
      properties: { ...others, [WILDCARD]: { ...(rest as object), description: 'The rest of the path' } },
      required: [...(schema?.required ?? []).filter((name) => name !== '*'), WILDCARD],
    },
  };
}

/**
 * The OpenAPI operation of each route, completed from its endpoint in the contracts
 * (docs/decisions/0310-endpoints-in-the-contracts.md) so that a generated client can use the document: the
 * endpoint's name as `operationId`, bearer `security` behind a session guard (none otherwise), the error answers
 * the endpoint can give, and the wildcard of the media routes as a named parameter.
 */
export const openApiFromTable: Transform = (document) => {
  const converted = jsonSchemaTransform(document);
  const method = [document.route.method].flat()[0] ?? '';
  const endpoint = endpointOfRoute(method, document.url);
  const schema = converted.schema as JsonSchema | undefined;
  if (!schema || schema.hide) return converted;
  // The document describes the API, the calls of the table: robots.txt and the sitemap are the site's files.
  if (!endpoint) return { url: document.url, schema: { hide: true } };
  const rateLimited = Boolean(document.route.config?.rateLimit);
  const { url, params } = namedWildcard(document.url, schema.params);
  return {
    url,
    schema: {
      ...schema,
      ...(params ? { params } : {}),
      operationId: endpointName(endpoint),
      security: isSessionGuarded(endpoint.access) ? [{ bearer: [] }] : [],
      response: { ...errorAnswers(endpoint, rateLimited), ...success(schema.response) },
    },
  };
};
