import { PLANS, SCHOOL_NAME, type PlanId } from '@gjs/shared';

/** Where provider plan ids created by the server are remembered (billing_provider_plans). */
export interface PlanStore {
  find(planKey: string): Promise<string | undefined>;
  save(planKey: string, providerPlanId: string): Promise<void>;
}

/** Amount, currency, interval and trial are part of the key, so a changed plan constant yields a new PayPal plan. */
export function paypalPlanKey(planId: PlanId): string {
  const p = PLANS[planId];
  return `${p.id}:${p.amount.toFixed(2)}:${p.currency}:${p.interval}:${p.trialDays}`;
}

/** The Catalog product and the billing plan made from a plan constant: its trial cycle, if any, then the price. */
export function paypalPlanRequests(planId: PlanId) {
  const plan = PLANS[planId];
  const name = `${SCHOOL_NAME} ${plan.name}`;
  const trial = plan.trialDays
    ? [
        {
          frequency: { interval_unit: 'DAY', interval_count: plan.trialDays },
          tenure_type: 'TRIAL',
          sequence: 1,
          total_cycles: 1,
        },
      ]
    : [];
  return {
    product: { name, type: 'DIGITAL', category: 'EDUCATIONAL_AND_TEXTBOOKS' },
    plan: (productId: string) => ({
      product_id: productId,
      name,
      status: 'ACTIVE',
      billing_cycles: [
        ...trial,
        {
          frequency: { interval_unit: plan.interval.toUpperCase(), interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: trial.length + 1,
          total_cycles: 0,
          pricing_scheme: {
            fixed_price: { value: plan.amount.toFixed(2), currency_code: plan.currency },
          },
        },
      ],
      payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
    }),
  };
}
