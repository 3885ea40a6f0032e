import { PLANS, SCHOOL_NAME, type CourseSummary } from '@gjs/shared';

/**
 * The schema.org pieces more than one public page shows: the school's one subscription offer, at the price of the
 * plan in the contracts, and a course of the catalogue. Each page says how it names the school.
 */

const LANGUAGE_CODES: Record<CourseSummary['language'], string> = { english: 'en', deutsch: 'de' };

export type ListedCourse = Pick<CourseSummary, 'id' | 'name' | 'description' | 'language' | 'display_level'>;

/** The school in full, for a page that does not describe it elsewhere. */
export const schoolReference = (origin: string) => ({
  '@type': 'EducationalOrganization',
  name: SCHOOL_NAME,
  url: `${origin}/`,
});

/** The monthly subscription; `terms` follows the description's first sentence. */
export function subscriptionOffer(origin: string, offeredBy: object, terms: string) {
  const pro = PLANS.pro;
  return {
    '@type': 'Offer',
    name: `${pro.name} subscription`,
    description: `Access to all courses, backing tracks and scores. ${terms}`,
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
    offeredBy,
  };
}

/** A course as the list item at `position` (from 1). */
export function courseListItem(origin: string, course: ListedCourse, position: number, provider: object) {
  return {
    '@type': 'ListItem',
    position,
    item: {
      '@type': 'Course',
      name: course.name,
      description: course.description || course.name,
      url: `${origin}/courses/${course.id}`,
      inLanguage: LANGUAGE_CODES[course.language],
      educationalLevel: course.display_level,
      provider,
    },
  };
}
