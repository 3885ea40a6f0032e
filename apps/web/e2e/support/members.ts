import { cli } from './cli.ts';
import { joinedAMonthAgo } from './community.ts';
import { DEMO_PASSWORD } from './session.ts';

/**
 * A user of their own (password DEMO_PASSWORD), with an active subscription unless told otherwise: for specs whose
 * member keeps state on the server (progress, remembered player settings, the practice log) that no other spec may
 * meet, or that need a user without a subscription.
 */
export async function newMember(prefix: string, subscription: 'active' | 'none' = 'active'): Promise<string> {
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
    subscription,
    '--joined',
    joinedAMonthAgo(),
  ]);
  return username;
}
