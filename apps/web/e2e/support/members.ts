import { cli } from './cli.ts';
import { DEMO_PASSWORD } from './session.ts';

/**
 * A member with an active subscription of their own (password DEMO_PASSWORD): for specs whose member keeps state on
 * the server (progress, remembered player settings, the practice log) that no other spec may meet.
 */
export async function newMember(prefix: string): Promise<string> {
  const username = `${prefix}${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
  await cli([
    'user:create',
    '--username',
    username,
    '--email',
    `${username}@example.com`,
    '--password',
    DEMO_PASSWORD,
    '--subscription',
    'active',
  ]);
  return username;
}
