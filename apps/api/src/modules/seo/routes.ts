import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { robotsTxt, sitemapEntries, sitemapXml } from './service.ts';

/** robots.txt and sitemap.xml at the site's root (not under /api/), answered before the web app's fallback. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    // Plain text and XML: no response schema, whose serializer would write JSON.
    { schema: { tags: ['seo'], summary: 'Crawling rules and the sitemap address' } },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return robotsTxt(app.config.publicUrl);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'The public pages and every published course, with their last change',
      },
    },
    async (_request, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300');
      return sitemapXml(app.config.publicUrl, await sitemapEntries(app.db));
    },
  );
};
export default routes;
