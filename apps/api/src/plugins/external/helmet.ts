import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Security headers with a real Content-Security-Policy for the web app (MUI's emotion needs inline styles). */
export default fp(
  async (app) => {
    const analyticsOrigins = app.config.analyticsAllowedOrigins;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'", ...analyticsOrigins],
          frameSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      hsts: app.config.publicUrl.startsWith('https://'),
    });
  },
  { name: 'helmet', dependencies: ['db'] },
);
