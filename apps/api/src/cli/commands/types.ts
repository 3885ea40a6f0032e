import type { Config } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/types.ts';
import type { FastifyInstance } from 'fastify';

export interface CliContext {
  db: Database;
  config: Config;
  /** The open database itself, for the commands that build the app on it (the admin commands). */
  database?: DatabaseHandle;
  /** The running server's app, when the command runs inside it: the admin commands use it instead of a new one. */
  app?: FastifyInstance;
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
