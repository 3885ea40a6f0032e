import { SCHOOL_NAME, type CourseSummary } from '@gjs/shared';

const LANGUAGE_CODES: Record<CourseSummary['language'], string> = { english: 'en', deutsch: 'de' };

type ListedCourse = Pick<CourseSummary, 'id' | 'name' | 'description' | 'language' | 'display_level'>;

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
      itemListElement: courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Course',
          name: course.name,
          description: course.description || course.name,
          url: `${origin}/courses/${course.id}`,
          inLanguage: LANGUAGE_CODES[course.language],
          educationalLevel: course.display_level,
          provider: { '@type': 'EducationalOrganization', name: SCHOOL_NAME, url: `${origin}/` },
        },
      })),
    },
  };
}
