import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with index.html so that
 * the browser router handles deep links (history fallback).
 */
export default fp(
  async (app) => {
    const root = app.config.webDistDir;
    const hasWebApp = fs.existsSync(path.join(root, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ root }, 'no built web app found: run `npm run build` to serve it');
    }
    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWebApp && isPage && !pathname.startsWith('/api/') && pathname !== '/api') {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found.` });
    });
  },
  { name: 'web-app', dependencies: ['db'] },
);
