import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit/routes.ts';
import backingTrackRoutes from './backing-tracks/routes.ts';
import contactInboxRoutes from './contact-inbox/routes.ts';
import courseRoutes from './courses/routes.ts';
import memberRoutes from './members/routes.ts';
import privateLessonRoutes from './private-lessons/routes.ts';
import settingsRoutes from './settings/routes.ts';
import statsRoutes from './stats/routes.ts';
import takeRoutes from './takes/routes.ts';
import uploadRoutes from './uploads/routes.ts';

/**
 * The admin console's API under /api/admin/: staff only, as every admin endpoint's `access` says. The guard comes
 * from the table (plugins/app/guards-from-table.ts) and runs on request, before the body is read, so that a member's
 * upload is refused without being received.
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  // Members see a change at once, whichever process serves them: the public pages the servers render and reuse for a
  // few seconds are dropped, and so are the shared catalogue rows and settings (decisions 0004 and 0501).
  app.addHook('onResponse', async (request, reply) => {
    // Takes are no catalogue content: their writes (every part of an upload) drop nothing.
    const catalogue = !/^\/api\/admin\/takes?[/-]/.test(request.url);
    if (catalogue && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      app.changes.announce('content');
    }
  });
  await app.register(courseRoutes);
  await app.register(backingTrackRoutes);
  await app.register(uploadRoutes);
  await app.register(settingsRoutes);
  await app.register(statsRoutes);
  await app.register(auditRoutes);
  await app.register(memberRoutes);
  await app.register(privateLessonRoutes);
  await app.register(contactInboxRoutes);
  await app.register(takeRoutes);
};
export default adminRoutes;
