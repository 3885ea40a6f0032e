import './map-bundle-stacks.ts';
import type { ListenOptions } from 'node:net';
import type { FastifyListenOptions } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { embeddedDatabaseMissing, prepareEmbeddedDatabase } from './db/first-start.ts';
import { isEmpty, seedDemo } from './cli/seed/demo.ts';
import { execute } from './cli/execute.ts';
import { newCliKey, removeServerLink, writeServerLink, type ServerLink } from './cli/server-link.ts';
import { collectGarbageNow } from './lib/collect-garbage.ts';
import {
  ACCEPTORS,
  addAcceptors,
  claimPort,
  severalAcceptorsSupported,
  type Acceptors,
} from './lib/acceptors.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  if (!config.databaseUrl && embeddedDatabaseMissing(config.dataDir))
    await prepareEmbeddedDatabase(config.seedDemo);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    share: true,
    connectTimeoutMs: config.databaseConnectTimeoutSeconds * 1000,
    poolSize: config.databasePoolSize,
  });
  const cliKey = newCliKey();
  const app = await buildApp({
    config,
    database,
    cliKey,
    cliExecute: (argv, { app, cwd }) =>
      execute(argv, (run) => run({ db: app.db, config: app.config, app, cwd })),
  });

  if (config.seedDemo && (await isEmpty(database.db))) {
    const report = await seedDemo(database.db, app.storage);
    app.log.info(
      { created: report.created, catalogue: report.catalogue.created.length },
      'first start: demo content seeded',
    );
  }

  let link: ServerLink | undefined;
  let acceptors: Acceptors | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown: requests still running after SHUTDOWN_TIMEOUT_SECONDS, exiting anyway');
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    try {
      if (link) removeServerLink(config.dataDir, link);
      // A proxy polling /api/ready sees 503 and stops sending new work; then the server stops listening and
      // waits for the requests in flight (uploads included) before the database closes.
      app.lifecycle.drain();
      if (config.drainSeconds > 0)
        await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
      acceptors?.close();
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // Before the first request can arrive: the start's garbage goes now rather than in the first seconds of serving.
  collectGarbageNow();
  if (severalAcceptorsSupported()) {
    const port = await claimPort(config.port, config.host);
    // Fastify hands its options to net.Server.listen as they are; its type does not list reusePort.
    const options: FastifyListenOptions & ListenOptions = { port, host: config.host, reusePort: true };
    await app.listen(options);
    acceptors = await addAcceptors(app.server, ACCEPTORS - 1);
  } else {
    await app.listen({ port: config.port, host: config.host });
  }
  const address = app.server.address();
  if (address && typeof address === 'object') {
    link = writeServerLink(config.dataDir, `http://127.0.0.1:${address.port}`, cliKey);
  }
  app.scheduler.start();
  app.jobQueue.start();
  app.log.info({ database: database.kind, url: config.publicUrl }, 'ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
