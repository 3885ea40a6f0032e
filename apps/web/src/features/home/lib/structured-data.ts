import { PLANS, SCHOOL_NAME, type CourseSummary } from '@gjs/shared';

/** Structured data lists at most the first 10 courses (decision 0426). */
export const STRUCTURED_DATA_COURSE_LIMIT = 10;

export const SCHOOL_DESCRIPTION =
  'Online video lessons for gypsy jazz guitar: songs, rhythm and technique taught note by note, with backing tracks, chord charts and sheet music.';

const LANGUAGE_CODES: Record<CourseSummary['language'], string> = { english: 'en', deutsch: 'de' };

/**
 * schema.org data of the home page: the school, its one offer at the plan price (decision 0401: 19.99 EUR, never the
 * 13.99 of the old markup) and the first courses of the catalogue.
 */
export function homeStructuredData(
  origin: string,
  courses: readonly Pick<CourseSummary, 'id' | 'name' | 'description' | 'language' | 'display_level'>[],
) {
  const organizationId = `${origin}/#organization`;
  const pro = PLANS.pro;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'EducationalOrganization',
        '@id': organizationId,
        name: SCHOOL_NAME,
        url: `${origin}/`,
        description: SCHOOL_DESCRIPTION,
      },
      {
        '@type': 'Offer',
        name: `${pro.name} subscription`,
        description: `Access to all courses, backing tracks and scores. First ${pro.trialDays} days free.`,
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
        offeredBy: { '@id': organizationId },
      },
      {
        '@type': 'ItemList',
        name: 'Courses',
        itemListElement: courses.slice(0, STRUCTURED_DATA_COURSE_LIMIT).map((course, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: {
            '@type': 'Course',
            name: course.name,
            description: course.description || course.name,
            url: `${origin}/courses/${course.id}`,
            inLanguage: LANGUAGE_CODES[course.language],
            educationalLevel: course.display_level,
            provider: { '@id': organizationId },
          },
        })),
      },
    ],
  };
}
