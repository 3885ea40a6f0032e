import { eq } from 'drizzle-orm';
import { subscriptions } from '../../src/db/schema/index.ts';
import { createAccount, type NewAccount } from '../../src/modules/accounts/index.ts';
import { bearer, login, type TestContext } from '../helper.ts';

export const PASSWORD = 'manouche-swing-1934';

/** Every row of the access rule (decision 0405): headers per role, anonymous has none. */
export interface RoleHeaders {
  anonymous: Record<string, string>;
  none: Record<string, string>;
  cancelled: Record<string, string>;
  past_due: Record<string, string>;
  cancelled_paid_until_later: Record<string, string>;
  trial: Record<string, string>;
  active: Record<string, string>;
  staff: Record<string, string>;
}

export const DENIED_ROLES = ['none', 'cancelled', 'past_due'] as const;
/** A paid subscription cancelled at the period end keeps access until its end date (decision 0404). */
export const ALLOWED_ROLES = ['trial', 'active', 'staff', 'cancelled_paid_until_later'] as const;
export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to view this content.';

export async function roleHeaders(ctx: TestContext): Promise<RoleHeaders> {
  const db = ctx.app.db;
  const make = async (username: string, extra: Partial<NewAccount>) => {
    const account = { username, email: `${username}@example.com`, password: PASSWORD, ...extra };
    return (await createAccount(db, account)).id;
  };
  await make('nosub', { subscription: 'none' });
  const setStatus = (userId: number, values: Partial<typeof subscriptions.$inferInsert>) =>
    db.update(subscriptions).set(values).where(eq(subscriptions.userId, userId));
  const ended = new Date(Date.now() - 60_000);
  await setStatus(await make('cancelled', { subscription: 'active' }), {
    status: 'cancelled',
    endDate: ended,
  });
  const later = new Date(Date.now() + 10 * 24 * 3600 * 1000);
  await setStatus(await make('paiduntil', { subscription: 'active' }), {
    status: 'cancelled',
    endDate: later,
  });
  await setStatus(await make('pastdue', { subscription: 'active' }), { status: 'past_due' });
  await make('trialist', { subscription: 'trial' });
  await make('member', { subscription: 'active' });
  // Staff without any subscription: being staff is enough.
  await make('teacher', { subscription: 'none', isStaff: true });
  const token = async (username: string) => bearer((await login(ctx.app, username, PASSWORD)).access);
  return {
    anonymous: {},
    none: await token('nosub'),
    cancelled: await token('cancelled'),
    past_due: await token('pastdue'),
    cancelled_paid_until_later: await token('paiduntil'),
    trial: await token('trialist'),
    active: await token('member'),
    staff: await token('teacher'),
  };
}
