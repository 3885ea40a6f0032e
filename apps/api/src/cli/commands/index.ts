import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { userCreate } from './user-create.ts';
import { settingsSet } from './settings-set.ts';
import { seedDemoCommand } from './seed-demo.ts';
import { billingRunJobs } from './billing-run-jobs.ts';

export interface CliContext {
  db: Database;
  config: Config;
}

export interface Command {
  synopsis: string;
  run(args: string[], ctx: CliContext): Promise<string>;
}

export class UsageError extends Error {}

export const COMMANDS: Record<string, Command> = {
  'user:create': userCreate,
  'settings:set': settingsSet,
  'seed:demo': seedDemoCommand,
  'billing:run-jobs': billingRunJobs,
};

export function usage(): string {
  return [
    'Usage: npm run cli -- <command>',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.synopsis}`),
  ].join('\n');
}
