import crypto from 'node:crypto';
import type { Database } from '../src/db/types.ts';
import { createAccount } from '../src/modules/accounts/index.ts';

/** The password of every member a bench creates. */
export const BENCH_PASSWORD = 'bench-password-42';

export interface BenchMember {
  id: number;
  username: string;
  /** An access token from the server's own login. */
  access: string;
}

/** `count` members with an active subscription, each logged in through the running server's login route. */
export async function benchMembers(db: Database, address: string, count: number): Promise<BenchMember[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const members: BenchMember[] = [];
  for (let i = 0; i < count; i++) {
    const username = `bench${tag}${i}`;
    const { id } = await createAccount(db, {
      username,
      email: `${username}@example.com`,
      password: BENCH_PASSWORD,
      subscription: 'active',
    });
    const res = await fetch(`${address}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: BENCH_PASSWORD }),
    });
    if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
    members.push({ id, username, access: ((await res.json()) as { access: string }).access });
  }
  return members;
}
