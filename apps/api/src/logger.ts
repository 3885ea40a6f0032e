import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskIp } from './lib/mask-ip.ts';

/** Structured JSON logs; credentials and tokens never reach them, IP addresses only shortened (privacy policy). */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.confirm_password',
        '*.refresh',
        '*.access',
        '*.token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own request serializer, with the address masked and without the client's port.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url,
        host: request.host,
        remoteAddress: maskIp(request.ip),
      }),
    },
  };
}
