import { PLANS, SCHOOL_NAME } from '@gjs/shared';

/** schema.org data of /pricing: the one plan (decision 0401) as a monthly offer of the school. */
export function pricingStructuredData(origin: string) {
  const pro = PLANS.pro;
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: `Pricing | ${SCHOOL_NAME}`,
    url: `${origin}/pricing`,
    mainEntity: {
      '@type': 'Offer',
      name: `${pro.name} subscription`,
      description: `Access to all courses, backing tracks and scores. First ${pro.trialDays} days free, cancel monthly.`,
      url: `${origin}/pricing`,
      price: pro.amount,
      priceCurrency: pro.currency,
      category: 'Subscription',
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: pro.amount,
        priceCurrency: pro.currency,
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      offeredBy: { '@type': 'EducationalOrganization', name: SCHOOL_NAME, url: `${origin}/` },
    },
  };
}
