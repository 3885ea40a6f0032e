import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SCHOOL_NAME } from '@gjs/shared';
import { openApiFromTable } from './openapi-from-table.ts';

/**
 * The OpenAPI document is generated from the same zod schemas the routes validate with, and completed from the
 * endpoints table (openapi-from-table.ts); `redocly lint` passes on it (test/repo/openapi-lint.test.ts).
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${SCHOOL_NAME} API`,
          version: '1.0.0',
          // The school's own API under no public licence: its use is what the site's terms (AGB) allow.
          license: { name: 'Proprietary', url: `${app.config.publicUrl}/agb` },
        },
        // Paths start with /api/: the server is the site the document is served from.
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: openApiFromTable,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['db'] },
);
