import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { TRIAL_DAYS, passwordProblems, type Language, type Level } from '@gjs/shared';
import { profiles, subscriptions, users } from '../../db/schema/index.ts';
import type { Database, DbOrTx, Transaction } from '../../db/types.ts';
import { ConflictError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/index.ts';
import { accountQuery } from '../profile/index.ts';

/**
 * Subscriptions and access in one place (docs/decisions/0300-one-home-for-access.md): the rule that says whether a
 * subscription opens the content, the query that reads it for every request, and the creation of an account with
 * its first subscription. Billing writes the status; everything that interprets it imports it from here.
 */

type SubscriptionForAccess = { status: string; endDate: Date | null; paymentProvider: string | null };

/**
 * Trial and active subscriptions open the content (decision 0405); a paid subscription cancelled at the period end
 * keeps it until its end date (decision 0404), and so does a failed renewal during its grace period (billing README).
 * A complimentary subscription (active, no provider) granted by staff with an end date stops at that date; a paid
 * one's end date is the provider's period end, which its renewal moves on, so it is not checked here.
 */
export function subscriptionGrantsAccess(
  subscription: SubscriptionForAccess | null | undefined,
  now = new Date(),
): boolean {
  if (!subscription) return false;
  if (subscription.status === 'trial') return true;
  if (subscription.status === 'active') {
    const complimentaryEnded =
      subscription.paymentProvider === null && subscription.endDate !== null && subscription.endDate <= now;
    return !complimentaryEnded;
  }
  const keepsAccess = subscription.status === 'cancelled' || subscription.status === 'past_due';
  return keepsAccess && subscription.endDate !== null && subscription.endDate > now;
}

/*
 * The same rule seen from the end of access, for the lifecycle jobs (jobs.ts): the subscriptions whose end date has
 * passed while subscriptionGrantsAccess still counted on it.
 */

/** Cancelled subscriptions whose paid period is over: their accounts are deleted (decision 0404). */
export function listEndedCancellations(db: DbOrTx, now: Date) {
  return db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'cancelled'),
        or(isNull(subscriptions.endDate), lte(subscriptions.endDate, now)),
      ),
    );
}

export function listGraceEnded(db: DbOrTx, now: Date) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.status, 'past_due'), lte(subscriptions.endDate, now)));
}

/** Complimentary subscriptions (active, no provider) whose end date set by staff has passed become expired. */
export async function expireEndedComplimentary(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.paymentProvider),
        lte(subscriptions.endDate, now),
      ),
    )
    .returning({ id: subscriptions.id });
  return rows.length;
}

/**
 * What every authenticated request needs, in one round trip: the user, their subscription (null without a
 * subscription row) and the profile settings every page shows (null without a profile row), so that the caller's own
 * profile needs no second query.
 */
export const findAccountWithAccess = accountQuery('account_with_access', {
  user: users,
  subscription: {
    status: subscriptions.status,
    endDate: subscriptions.endDate,
    paymentProvider: subscriptions.paymentProvider,
    plan: subscriptions.plan,
    startDate: subscriptions.startDate,
  },
  profile: {
    bio: profiles.bio,
    profileImage: profiles.profileImage,
    level: profiles.level,
    language: profiles.language,
    interfaceLanguage: profiles.interfaceLanguage,
    emailNotifications: profiles.emailNotifications,
  },
});
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccountWithAccess>>>;

export type CurrentUser = typeof users.$inferSelect;
/** The account behind a request: the user, their subscription and profile settings, read in one query. */
export interface Account {
  user: CurrentUser;
  subscription: AccountRow['subscription'];
  profile: AccountRow['profile'];
}

/** Whether the account may open members' content: staff always, everybody else by the rule above. */
export function accountGrantsAccess(account: Account, now = new Date()): boolean {
  return account.user.isStaff || subscriptionGrantsAccess(account.subscription, now);
}

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
    const clash = await findAccountByUsernameOrEmail(tx, a.username, a.email);
    if (clash.length) {
      throw new AccountTaken(
        clash.some((c) => c.username.toLowerCase() === a.username.toLowerCase()),
        clash.some((c) => c.email.toLowerCase() === a.email.toLowerCase()),
        a,
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
      ...a.address,
    });
    await tx
      .insert(subscriptions)
      .values({ userId: id, ...subscriptionValues(a.subscription ?? 'none', a.plan, now) });
    await alongside?.(tx, id);
    return { id };
  });
}

/** A subscription whose provider billing was ended by staff: no access, and not deleted by the period-end job. */
export async function expireSubscription(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'expired', cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
}
