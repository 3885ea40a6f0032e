/** The one source of truth for plans (decision 0401): API, web app, FAQ and structured data read these. */
export const TRIAL_DAYS = 14;

export const PLANS = {
  pro: {
    id: 'pro',
    name: 'Pro',
    amount: 19.99,
    currency: 'EUR',
    interval: 'month',
    trialDays: TRIAL_DAYS,
    staffOnly: false,
  },
  test: {
    id: 'test',
    name: 'Test',
    amount: 1.0,
    currency: 'EUR',
    interval: 'day',
    trialDays: 0,
    staffOnly: true,
  },
} as const;

export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = ['pro', 'test'] as const satisfies readonly PlanId[];

export const PAYMENT_METHODS = ['stripe', 'paypal', 'none'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'cancelled', 'expired', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that open the course content (decision 0405). */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ['trial', 'active'];

/** 19.99 -> '19,99€' as the FAQ writes it. */
export function formatEuroGerman(amount: number): string {
  return `${amount.toFixed(2).replace('.', ',')}€`;
}
