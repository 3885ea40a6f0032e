import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { schoolReference, subscriptionOffer } from '#components/seo/schema-org.ts';

/** schema.org data of /pricing: the one plan (decision 0401) as a monthly offer of the school. */
export function pricingStructuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: `Pricing | ${SCHOOL_NAME}`,
    url: `${origin}/pricing`,
    mainEntity: subscriptionOffer(
      origin,
      schoolReference(origin),
      `First ${PLANS.pro.trialDays} days free, cancel monthly.`,
    ),
  };
}
