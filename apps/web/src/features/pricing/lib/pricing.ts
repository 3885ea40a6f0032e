import type { PlanId, Profile } from '@gjs/shared';

/** The test plan is for webhook testing: offered with ?test=true or to staff (product 0420 Pricing). */
export function showsTestPlan(search: URLSearchParams, user: Pick<Profile, 'is_staff'> | null): boolean {
  return search.get('test') === 'true' || user?.is_staff === true;
}

/** Plan prices on the cards: 19.99 -> '19.99 €'. */
export function formatPlanPrice(amount: number): string {
  return `${amount.toFixed(2)} €`;
}

/** The navigation state /register reads. */
export const registerState = (plan: PlanId) => ({ selectedPlan: plan });
