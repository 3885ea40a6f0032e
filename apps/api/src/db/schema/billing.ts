import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, PLAN_IDS } from '@gjs/shared';
import { users } from './users.ts';

/** The short-lived secret that lets the registering browser delete its own, never-paid account again. */
export const registrationTokens = pgTable('registration_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Each provider event is applied once: the insert shares the transaction of the change it causes. */
export const processedBillingEvents = pgTable(
  'processed_billing_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processed_billing_events_provider_event_idx').on(t.provider, t.eventId)],
);

/** PayPal subscriptions created by this server and not yet bound to an account (execute-payment binds them). */
export const paypalCheckouts = pgTable('paypal_checkouts', {
  subscriptionId: text('subscription_id').primaryKey(),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider-side plan objects the server created from the plan constants (PayPal plans). */
export const billingProviderPlans = pgTable(
  'billing_provider_plans',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Plan id, amount, currency and interval: a price change yields a new provider plan. */
    planKey: text('plan_key').notNull(),
    providerPlanId: text('provider_plan_id').notNull(),
  },
  (t) => [uniqueIndex('billing_provider_plans_key_idx').on(t.provider, t.planKey)],
);

/** No-login cancellations (decision 0417): kept as the proof of when the request was received. */
export const cancellationRequests = pgTable(
  'cancellation_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    matchedUserId: integer('matched_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('cancellation_requests_received_idx').on(t.receivedAt)],
);
