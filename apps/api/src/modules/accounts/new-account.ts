import { TRIAL_DAYS, passwordProblems, type Language, type Level } from '@gjs/shared';
import type { subscriptions } from '#db/schema/index.ts';
import type { Database, Transaction } from '#db/types.ts';
import { ConflictError } from '#lib/errors.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';

export type InitialSubscription = 'trial' | 'active' | 'none';
type Plan = NonNullable<(typeof subscriptions.$inferInsert)['plan']>;

export interface NewAccount {
  username: string;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  isStaff?: boolean;
  takesLessons?: boolean;
  /** `active` without a provider is a complimentary subscription; `none` opens nothing. */
  subscription?: InitialSubscription;
  /** The plan the subscription is for (default: `pro` for trial and active, none for `none`). */
  plan?: Plan;
  level?: Level;
  language?: Language;
  bio?: string;
  address?: { streetAddress: string; city: string; state: string; postalCode: string; country: string };
  dateJoined?: Date;
}

const USERNAME = /^[\w.@+-]{1,150}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an account typed by the owner (CLI); the registration form has its own schema. */
export function accountProblems(a: NewAccount): string[] {
  const problems: string[] = [];
  if (!USERNAME.test(a.username))
    problems.push('Username: 150 characters or fewer; letters, digits and @/./+/-/_ only.');
  if (!EMAIL.test(a.email) || a.email.length > 254) problems.push('Email: enter a valid email address.');
  for (const p of passwordProblems(a.password, [a.username, a.email.split('@')[0] ?? '']))
    problems.push(`Password: ${p}`);
  return problems;
}

/** The username, the e-mail address or both belong to an account already (compared case-insensitively). */
export class AccountTaken extends ConflictError {
  constructor(
    readonly username: boolean,
    readonly email: boolean,
    account: Pick<NewAccount, 'username' | 'email'>,
  ) {
    super(
      username
        ? `A user with username '${account.username}' already exists.`
        : `A user with e-mail '${account.email}' already exists.`,
    );
  }
}

/** A complimentary subscription for owner-made accounts: no provider, no end date (decision 0403). */
function subscriptionValues(kind: InitialSubscription, plan: Plan | undefined, now: Date) {
  if (kind === 'none') return { plan: plan ?? null, status: 'none' as const, startDate: null, endDate: null };
  if (kind === 'trial')
    return {
      plan: plan ?? 'pro',
      status: 'trial' as const,
      startDate: now,
      endDate: new Date(now.getTime() + TRIAL_DAYS * 24 * 3600 * 1000),
    };
  return { plan: plan ?? 'pro', status: 'active' as const, startDate: now, endDate: null };
}

/**
 * The one way an account comes to be (registration, the owner's CLI, the demo seed, tests): user, profile and
 * subscription in one transaction, after checking that neither the username nor the e-mail address is taken
 * (AccountTaken otherwise). `alongside` writes what must be stored with the account in the same transaction. The
 * caller checks the input first: the registration form by its schema, the CLI by accountProblems.
 */
export async function createAccount(
  db: Database,
  a: NewAccount,
  alongside?: (tx: Transaction, id: number) => Promise<void>,
): Promise<{ id: number }> {
  const passwordHash = await hashPassword(a.password);
  return db.transaction(async (tx) => {
    const clash = await repo.findAccountByUsernameOrEmail(tx, a.username, a.email);
    if (clash.length) {
      throw new AccountTaken(
        clash.some((c) => c.username.toLowerCase() === a.username.toLowerCase()),
        clash.some((c) => c.email.toLowerCase() === a.email.toLowerCase()),
        a,
      );
    }
    const now = new Date();
    const id = await repo.insertAccountRows(
      tx,
      {
        username: a.username,
        email: a.email,
        passwordHash,
        firstName: a.firstName ?? '',
        lastName: a.lastName ?? '',
        isStaff: a.isStaff ?? false,
        takesLessons: a.takesLessons ?? false,
        dateJoined: a.dateJoined ?? now,
      },
      { level: a.level ?? 'intermediate', language: a.language ?? 'english', bio: a.bio ?? '', ...a.address },
      subscriptionValues(a.subscription ?? 'none', a.plan, now),
    );
    await alongside?.(tx, id);
    return { id };
  });
}
