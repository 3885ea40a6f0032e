import '../map-bundle-stacks.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import type { CliContext } from './commands/index.ts';
import type { Outcome } from './execute.ts';
import { readServerLink, runInServer } from './server-link.ts';

/**
 * The owner's terminal: `npm run cli -- <command>`. While a server runs on the same data folder, the command runs
 * inside it (docs/decisions/0006-the-cli-runs-in-the-running-server.md); otherwise here, on the database directly.
 */
async function main(argv: string[]): Promise<Outcome> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return { exitCode: 1, stdout: '', stderr: `Error: ${error.message}` };
    throw error;
  }
  const link = readServerLink(config.dataDir);
  const remote = link ? await runInServer(link, argv) : undefined;
  if (remote) return remote;
  // Loaded only here: a command the running server carries out needs none of the app's modules in this process.
  const [{ execute }, { openDatabase }] = await Promise.all([
    import('./execute.ts'),
    import('../db/client.ts'),
  ]);
  return execute(argv, async (run) => {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseConnectTimeoutSeconds * 1000,
      poolSize: config.databasePoolSize,
    });
    try {
      const ctx: CliContext = { db: database.db, config, database, cwd: process.cwd() };
      return await run(ctx);
    } finally {
      await database.close();
      // API processes on this PostgreSQL database (on other hosts, say) drop what the command may have changed.
      if (config.databaseUrl) {
        const { announceToDatabase } = await import('../lib/change-feed.ts');
        await announceToDatabase(config.databaseUrl, 'content').catch(() => {});
      }
    }
  });
}

main(process.argv.slice(2)).then(
  ({ exitCode, stdout, stderr }) => {
    if (stderr) console.error(stderr);
    if (stdout || exitCode === 0) console.log(stdout);
    process.exit(exitCode);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? `Error: ${error.message}` : error);
    process.exit(1);
  },
);
