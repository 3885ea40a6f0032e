import { randomBytes } from 'node:crypto';
import { cli } from './cli.ts';
import { DEMO_PASSWORD } from './session.ts';

export type FreshUser = { username: string; email: string; password: string };

/** A new account made through the owner's CLI: joined now, so the welcome rules apply to it. */
export async function createFreshUser(
  prefix: string,
  options: { subscription?: 'trial' | 'active' | 'none'; lessons?: boolean } = {},
): Promise<FreshUser> {
  const username = `${prefix}${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  await cli([
    'user:create',
    '--username',
    username,
    '--email',
    email,
    '--password',
    DEMO_PASSWORD,
    '--subscription',
    options.subscription ?? 'active',
    ...(options.lessons ? ['--lessons'] : []),
  ]);
  return { username, email, password: DEMO_PASSWORD };
}

/** Markup that would run script if the markdown renderer let raw HTML through. */
export const XSS_MARKDOWN = [
  '**bold words** and a [link](https://example.com/docs)',
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'img\'; alert(1)">',
  "[bad link](javascript:window.__xss='href')",
].join('\n\n');
