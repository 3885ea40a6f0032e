import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SCHOOL_NAME } from '@gjs/shared';

/** The OpenAPI document is generated from the same zod schemas the routes validate with. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: `${SCHOOL_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
