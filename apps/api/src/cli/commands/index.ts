import { userCreate } from './user-create.ts';
import { settingsSet } from './settings-set.ts';
import { seedDemoCommand } from './seed-demo.ts';
import { billingRunJobs } from './billing-run-jobs.ts';
import { dbMigrate } from './db-migrate.ts';
import { mediaCopyToBucket } from './media-copy-to-bucket.ts';
import { mediaTranscode } from './media-transcode.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { adminRequest, adminRoutes, adminUpload } from './admin.ts';
import { scoreSync } from './score-sync.ts';
import type { Command } from './types.ts';

/** The command types live in types.ts, which the commands import: this list imports the commands. */
export { UsageError, type CliContext, type Command, type CommandResult } from './types.ts';

export const COMMANDS: Record<string, Command> = {
  'user:create': userCreate,
  'settings:set': settingsSet,
  'seed:demo': seedDemoCommand,
  'db:migrate': dbMigrate,
  'billing:run-jobs': billingRunJobs,
  'media:copy-to-bucket': mediaCopyToBucket,
  'media:transcode': mediaTranscode,
  backup,
  restore,
  admin: adminRequest,
  'admin:upload': adminUpload,
  'admin:routes': adminRoutes,
  'score:sync': scoreSync,
};

export function usage(): string {
  return [
    'Usage: npm run cli -- <command>',
    '',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name} ${c.synopsis}`),
  ].join('\n');
}
