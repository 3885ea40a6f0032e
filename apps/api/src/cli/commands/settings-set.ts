import { createSiteSettingsService, parseSettingAssignment } from '../../modules/site-settings/index.ts';
import { UsageError, type Command } from './types.ts';

export const settingsSet: Command = {
  synopsis: 'KEY=VALUE [KEY=VALUE ...]   e.g. registration_enabled=false maintenance_mode=true',
  async run(args, { db }) {
    if (!args.length) throw new UsageError('settings:set: give at least one KEY=VALUE');
    const assignments = args.map(parseSettingAssignment);
    const service = createSiteSettingsService(db, false);
    for (const { key, value } of assignments) await service.set(key, value as never);
    return assignments.map(({ key, value }) => `Set ${key} = ${JSON.stringify(value)}`).join('\n');
  },
};
