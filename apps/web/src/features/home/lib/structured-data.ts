import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { courseListItem, subscriptionOffer, type ListedCourse } from '#components/seo/schema-org.ts';

/** Structured data lists at most the first 10 courses (product 0426). */
export const STRUCTURED_DATA_COURSE_LIMIT = 10;

export const SCHOOL_DESCRIPTION =
  'Online video lessons for gypsy jazz guitar: songs, rhythm and technique taught note by note, with backing tracks, chord charts and sheet music.';

/**
 * schema.org data of the home page: the school, its one offer at the plan price (decision 0401: 19.99 EUR, never the
 * 13.99 of the old markup) and the first courses of the catalogue.
 */
export function homeStructuredData(origin: string, courses: readonly ListedCourse[]) {
  const organizationId = `${origin}/#organization`;
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
      subscriptionOffer(origin, { '@id': organizationId }, `First ${PLANS.pro.trialDays} days free.`),
      {
        '@type': 'ItemList',
        name: 'Courses',
        itemListElement: courses
          .slice(0, STRUCTURED_DATA_COURSE_LIMIT)
          .map((course, index) => courseListItem(origin, course, index + 1, { '@id': organizationId })),
      },
    ],
  };
}
