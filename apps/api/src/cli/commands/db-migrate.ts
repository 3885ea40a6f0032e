import type { Command } from './types.ts';

/** Opening the database creates it when missing and applies the pending migrations: nothing is left to do. */
export const dbMigrate: Command = {
  synopsis: '   create the database when missing and bring its tables up to date',
  async run() {
    return 'Database ready.';
  },
};
