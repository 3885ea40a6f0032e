import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { App } from '../../app.ts';
import { userCreate } from './user-create.ts';
import { settingsSet } from './settings-set.ts';
import { seedDemoCommand } from './seed-demo.ts';
import { billingRunJobs } from './billing-run-jobs.ts';
import { dbMigrate } from './db-migrate.ts';
import { mediaCopyToBucket } from './media-copy-to-bucket.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { adminRequest, adminRoutes, adminUpload } from './admin.ts';

export interface CliContext {
  db: Database;
  config: Config;
  /** The open database itself, for the commands that build the app on it (the admin commands). */
  database?: DatabaseHandle;
  /** The running server's app, when the command runs inside it: the admin commands use it instead of a new one. */
  app?: App;
  /** The caller's working directory, against which file arguments are resolved (default: this process's). */
  cwd?: string;
}

/** What a command prints and how it exits, when a plain message on stdout and exit code 0 do not fit. */
export interface CommandResult {
  exitCode: number;
  stdout?: string;
  stderr?: string;
}

export interface Command {
  synopsis: string;
  run(args: string[], ctx: CliContext): Promise<string | CommandResult>;
}

export class UsageError extends Error {}

export const COMMANDS: Record<string, Command> = {
  'user:create': userCreate,
  'settings:set': settingsSet,
  'seed:demo': seedDemoCommand,
  'db:migrate': dbMigrate,
  'billing:run-jobs': billingRunJobs,
  'media:copy-to-bucket': mediaCopyToBucket,
  backup,
  restore,
  admin: adminRequest,
  'admin:upload': adminUpload,
  'admin:routes': adminRoutes,
};

export function usage(): string {
  return [
    'Usage: npm run cli -- <command>',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.synopsis}`),
  ].join('\n');
}
