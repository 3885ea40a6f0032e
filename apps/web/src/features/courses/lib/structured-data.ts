import { SCHOOL_NAME } from '@gjs/shared';
import { courseListItem, schoolReference, type ListedCourse } from '#components/seo/schema-org.ts';

/**
 * schema.org data of /courses: the published catalogue as a list of courses of the school; a page in another
 * language passes its title and its own path ('/de/courses').
 */
export function courseListStructuredData(
  origin: string,
  courses: readonly ListedCourse[],
  page: { name: string; path: string } = { name: `Courses | ${SCHOOL_NAME}`, path: '/courses' },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    url: `${origin}${page.path}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: courses.length,
      itemListElement: courses.map((course, index) =>
        courseListItem(origin, course, index + 1, schoolReference(origin)),
      ),
    },
  };
}
