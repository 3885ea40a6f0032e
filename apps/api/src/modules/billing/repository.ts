import { and, eq, isNull, or } from 'drizzle-orm';
import type { PaymentProvider } from '@gjs/shared';
import {
  billingProviderPlans,
  paypalCheckouts,
  processedBillingEvents,
  registrationTokens,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/types.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChange = Partial<Omit<typeof subscriptions.$inferInsert, 'id' | 'userId'>>;

export async function saveRegistrationToken(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(registrationTokens).values({ userId, tokenHash, expiresAt });
}

export function findRegistrationToken(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(registrationTokens)
    .where(eq(registrationTokens.userId, userId))
    .then((rows) => rows[0]);
}

export async function deleteRegistrationToken(db: DbOrTx, userId: number) {
  await db.delete(registrationTokens).where(eq(registrationTokens.userId, userId));
}

/** The subscription with the account fields that e-mails and deletion need. */
export function findSubscription(db: DbOrTx, where: { userId: number } | { providerSubscriptionId: string }) {
  const cond =
    'userId' in where
      ? eq(subscriptions.userId, where.userId)
      : eq(subscriptions.providerSubscriptionId, where.providerSubscriptionId);
  return db
    .select({
      subscription: subscriptions,
      user: { id: users.id, email: users.email, username: users.username, firstName: users.firstName },
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(cond)
    .limit(1)
    .then((rows) => rows[0]);
}
export type SubscriptionWithUser = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

export async function updateSubscription(db: DbOrTx, userId: number, values: SubscriptionChange) {
  await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
}

/** False when the event was already processed: the unique index decides, inside the caller's transaction. */
export async function markEventProcessed(
  db: DbOrTx,
  provider: PaymentProvider,
  eventId: string,
  eventType: string,
): Promise<boolean> {
  const rows = await db
    .insert(processedBillingEvents)
    .values({ provider, eventId, eventType })
    .onConflictDoNothing()
    .returning({ id: processedBillingEvents.id });
  return rows.length > 0;
}

/** A PayPal subscription this server created; `userId` when the registering browser named its account. */
export async function insertPaypalCheckout(
  db: DbOrTx,
  subscriptionId: string,
  plan: 'pro' | 'test',
  userId: number | null = null,
) {
  await db.insert(paypalCheckouts).values({ subscriptionId, plan, userId });
}

export function findPaypalCheckout(db: DbOrTx, subscriptionId: string) {
  return db
    .select()
    .from(paypalCheckouts)
    .where(eq(paypalCheckouts.subscriptionId, subscriptionId))
    .then((rows) => rows[0]);
}

/** Binds an unbound checkout to a user; false when another user already holds it. */
export async function bindPaypalCheckout(db: DbOrTx, subscriptionId: string, userId: number) {
  const rows = await db
    .update(paypalCheckouts)
    .set({ userId })
    .where(
      and(
        eq(paypalCheckouts.subscriptionId, subscriptionId),
        or(isNull(paypalCheckouts.userId), eq(paypalCheckouts.userId, userId)),
      ),
    )
    .returning({ id: paypalCheckouts.subscriptionId });
  return rows.length > 0;
}

export function findProviderPlan(db: DbOrTx, provider: PaymentProvider, planKey: string) {
  return db
    .select({ id: billingProviderPlans.providerPlanId })
    .from(billingProviderPlans)
    .where(and(eq(billingProviderPlans.provider, provider), eq(billingProviderPlans.planKey, planKey)))
    .then((rows) => rows[0]?.id);
}

export async function saveProviderPlan(db: DbOrTx, provider: PaymentProvider, planKey: string, id: string) {
  await db
    .insert(billingProviderPlans)
    .values({ provider, planKey, providerPlanId: id })
    .onConflictDoNothing();
}

/** A subscription whose provider billing was ended by staff: no access, and not deleted by the period-end job. */
export async function expireSubscription(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'expired', cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(subscriptions.userId, userId));
}
