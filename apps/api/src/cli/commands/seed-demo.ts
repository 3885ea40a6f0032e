import { seedDemo } from '../seed/demo.ts';
import { createStorage } from '../../lib/storage/index.ts';
import type { Command } from './types.ts';

export const seedDemoCommand: Command = {
  synopsis: '   create the demo accounts and content that are missing',
  async run(_args, { db, config }) {
    const report = await seedDemo(db, createStorage(config));
    return [
      `Demo content: ${report.created.length} created, ${report.existing.length} already present.`,
      ...report.created.map((u) => `  created ${u}`),
      ...report.catalogue.created.map((item) => `  created ${item}`),
      ...report.community.created.map((item) => `  created ${item}`),
      ...(report.promoVideoSet ? ['  set the promo video of the home page'] : []),
      ...(report.demoTakeCreated ? ["  created the demo student's answered take"] : []),
    ].join('\n');
  },
};
