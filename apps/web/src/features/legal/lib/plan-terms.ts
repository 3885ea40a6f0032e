import { PLANS } from '@gjs/shared';
import type { LegalLanguage } from './legal-language.ts';

/** The plan as the terms state it, from the one source of truth (decision 0401): never written into the texts. */
export type PlanTerms = { name: string; price: string; trialDays: number };

export function planTerms(language: LegalLanguage): PlanTerms {
  const plan = PLANS.pro;
  const price = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: plan.currency,
  }).format(plan.amount);
  return { name: plan.name, price, trialDays: plan.trialDays };
}
