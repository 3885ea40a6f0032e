import { SCHOOL_NAME } from '@gjs/shared';
import { courseListItem, schoolReference, type ListedCourse } from '../../../components/seo/schema-org.ts';

/** schema.org data of /courses: the published catalogue as a list of courses of the school. */
export function courseListStructuredData(origin: string, courses: readonly ListedCourse[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `Courses | ${SCHOOL_NAME}`,
    url: `${origin}/courses`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: courses.length,
      itemListElement: courses.map((course, index) =>
        courseListItem(origin, course, index + 1, schoolReference(origin)),
      ),
    },
  };
}
