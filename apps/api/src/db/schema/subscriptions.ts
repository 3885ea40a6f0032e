import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PAYMENT_PROVIDERS, PLAN_IDS, SUBSCRIPTION_STATUSES } from '@gjs/shared';
import { users } from './users.ts';

export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLAN_IDS }),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('none'),
  paymentProvider: text('payment_provider', { enum: PAYMENT_PROVIDERS }),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  providerCustomerId: text('provider_customer_id'),
  startDate: timestamp('start_date', { withTimezone: true }),
  endDate: timestamp('end_date', { withTimezone: true }),
  /** Billing lifecycle (modules/billing/README.md): paid cancellation waits for end_date, then the job deletes. */
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Creation time of the newest provider event applied, so that late events never overwrite newer state. */
  providerUpdatedAt: timestamp('provider_updated_at', { withTimezone: true }),
  trialReminderSentAt: timestamp('trial_reminder_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
