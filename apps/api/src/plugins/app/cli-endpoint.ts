import fp from 'fastify-plugin';
import { z } from 'zod';
import { CLI_KEY_HEADER, CLI_ROUTE, keyMatches, type RunCommandLine } from '../../core/cli-link.ts';
import { errorBody } from '../../lib/error-body.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The owner's CLI runs its commands here while the server runs (docs/decisions/006): no second app boots, and the
 * caches of this process are dropped after every command, which may have changed anything. Only a caller on this
 * machine holding the key of the data folder's link file gets in; everybody else gets the same 404 as any
 * unknown path. The command runner comes from server.ts, so that the app does not import the CLI that builds it.
 */
export default fp<{ key: string; run: RunCommandLine }>(
  async (app, { key: cliKey, run }) => {
    app.post(
      CLI_ROUTE,
      {
        schema: {
          hide: true,
          body: z.object({ argv: z.array(z.string()).max(1000), cwd: z.string().max(4096) }),
        },
      },
      async (request, reply) => {
        const key = request.headers[CLI_KEY_HEADER];
        const local = LOOPBACK.has(request.socket.remoteAddress ?? '');
        if (!local || !keyMatches(cliKey, typeof key === 'string' ? key : undefined)) {
          return reply.code(404).send(errorBody(404, `Route POST:${CLI_ROUTE} not found`));
        }
        const { argv, cwd } = request.body as { argv: string[]; cwd: string };
        request.log.info({ command: argv[0] }, 'cli command');
        try {
          return await run(argv, { app, cwd });
        } finally {
          app.changes.announce('content');
        }
      },
    );
  },
  { name: 'cli-endpoint', dependencies: ['change-feed'] },
);
