import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { cli } from './cli.ts';
import { E2E_SERVERS } from './servers.ts';
import { DEMO_PASSWORD } from './session.ts';

export type FreshUser = { username: string; email: string; password: string };

/**
 * The day a test's account joined unless it is a newcomer: a month ago, so that the welcome banner (shown to members
 * of the last 7 days, after the page has drawn) stays out of specs about other things and cannot move what they click.
 */
export const joinedAMonthAgo = () => new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** A new account made through the owner's CLI; only a `newcomer` joined today, so the welcome rules apply to it. */
export async function createFreshUser(
  prefix: string,
  options: { subscription?: 'trial' | 'active' | 'none'; lessons?: boolean; newcomer?: boolean } = {},
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
    ...(options.newcomer ? [] : ['--joined', joinedAMonthAgo()]),
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

/** Bearer headers for a user, from the real login call (API-level setup, faster than the login page). */
export async function apiHeaders(request: APIRequestContext, user: FreshUser) {
  const response = await request.post('/api/login/', {
    data: { username: user.username, password: user.password },
  });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  const { access } = (await response.json()) as { access: string };
  return { Authorization: `Bearer ${access}` };
}

/**
 * The mails the main server wrote to its outbox (no SMTP_URL in the e2e servers, decision 0413) that contain a text,
 * with quoted-printable soft line breaks joined.
 */
export function outboxMailsContaining(text: string): string[] {
  const outbox = path.join(E2E_SERVERS.main.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(text));
}
