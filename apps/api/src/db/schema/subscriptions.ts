import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
