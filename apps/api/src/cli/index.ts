import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { COMMANDS, usage, UsageError } from './commands/index.ts';

/** The owner's terminal: `npm run cli -- <command>`. Works with or without the server running. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command '${name}'.\n\n${usage()}` : usage());
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutSeconds * 1000,
  });
  try {
    const result = await command.run(args, { db: database.db, config, database });
    if (typeof result === 'string') {
      console.log(result);
      return 0;
    }
    if (result.stderr) console.error(result.stderr);
    if (result.stdout) console.log(result.stdout);
    return result.exitCode;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage()}`);
      process.exit(2);
    }
    if (error instanceof AppError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
      process.exit(1);
    }
    console.error(error instanceof Error ? `Error: ${error.message}` : error);
    process.exit(1);
  },
);
