import fp from 'fastify-plugin';
import { createChangeFeed, type ChangeFeed } from '../../lib/change-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces a write to every process of the school, this one included (lib/change-feed.ts). */
    changes: Pick<ChangeFeed, 'announce'>;
  }
}

/**
 * What each process drops when a change is announced, here or in another process: an admin or CLI write drops the
 * shared catalogue rows, the site settings, the rendered public pages and the kept accounts; a forum write drops the
 * forum's counts; an account write the kept accounts. See docs/decisions/0501-changes-reach-every-process.md.
 */
export default fp(
  async (app) => {
    const feed = createChangeFeed({
      databaseUrl: app.config.databaseUrl,
      onError: (err) =>
        app.log.warn({ err }, 'change feed: a notification failed; caches expire on their own'),
    });
    app.decorate('changes', { announce: (topic) => feed.announce(topic) });
    // The caches are decorated by plugins registered later (the web app's pages last of all).
    app.addHook('onReady', async () => {
      feed.subscribe((topic) => {
        if (topic === 'forum') return app.sharedCaches.forumChanged();
        app.accountCache.invalidate();
        if (topic === 'accounts') return;
        app.sharedCaches.invalidate();
        app.siteSettings.invalidate();
        app.renderedPages.invalidate();
      });
    });
    app.addHook('onClose', () => feed.close());
  },
  { name: 'change-feed', dependencies: ['db'] },
);
