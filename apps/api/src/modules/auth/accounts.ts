import { eq, sql, or } from 'drizzle-orm';
import { TRIAL_DAYS, passwordProblems, type Language, type Level } from '@gjs/shared';
import { profiles, subscriptions, users } from '../../db/schema/index.ts';
import type { Database, DbOrTx } from '../../db/types.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import { hashPassword } from './passwords.ts';

export type InitialSubscription = 'trial' | 'active' | 'none';

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  takesLessons?: boolean;
  subscription?: InitialSubscription;
  level?: Level;
  language?: Language;
  bio?: string;
  dateJoined?: Date;
}

const USERNAME = /^[\w.@+-]{1,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function accountProblems(a: NewAccount): string[] {
  const problems: string[] = [];
  if (!USERNAME.test(a.username))
    problems.push('Username: 150 characters or fewer; letters, digits and @/./+/-/_ only.');
  if (!EMAIL.test(a.email) || a.email.length > 254) problems.push('Email: enter a valid email address.');
  for (const p of passwordProblems(a.password, [a.username, a.email.split('@')[0] ?? '']))
    problems.push(`Password: ${p}`);
  return problems;
}

export function findAccountByUsernameOrEmail(db: DbOrTx, username: string, email: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        eq(sql`lower(${users.email})`, email.toLowerCase()),
      ),
    );
}

/** A complimentary subscription for owner-made accounts: no provider, no end date (decision 0403). */
function subscriptionValues(kind: InitialSubscription, now: Date) {
  if (kind === 'none') return { plan: null, status: 'none' as const, startDate: null, endDate: null };
  if (kind === 'trial')
    return {
      plan: 'pro' as const,
      status: 'trial' as const,
      startDate: now,
      endDate: new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000),
    };
  return { plan: 'pro' as const, status: 'active' as const, startDate: now, endDate: null };
}

/** Creates user, profile and subscription in one transaction. */
export async function createAccount(db: Database, a: NewAccount): Promise<{ id: number }> {
  const problems = accountProblems(a);
  if (problems.length) throw new ValidationError(problems.join(' '));
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
    const clash = await findAccountByUsernameOrEmail(tx, a.username, a.email);
    if (clash.length) {
      const byName = clash.some((c) => c.username.toLowerCase() === a.username.toLowerCase());
      throw new ConflictError(
        byName
          ? `A user with username '${a.username}' already exists.`
          : `A user with e-mail '${a.email}' already exists.`,
      );
    }
    const now = a.dateJoined ?? new Date();
    const [user] = await tx
      .insert(users)
      .values({
        username: a.username,
        email: a.email,
        passwordHash,
        firstName: a.firstName ?? '',
        lastName: a.lastName ?? '',
        isStaff: a.isStaff ?? false,
        takesLessons: a.takesLessons ?? false,
        dateJoined: now,
      })
      .returning({ id: users.id });
    const id = user!.id;
    await tx.insert(profiles).values({
      userId: id,
      level: a.level ?? 'intermediate',
      language: a.language ?? 'english',
      bio: a.bio ?? '',
    });
    await tx
      .insert(subscriptions)
      .values({ userId: id, ...subscriptionValues(a.subscription ?? 'none', now) });
    return { id };
  });
}
