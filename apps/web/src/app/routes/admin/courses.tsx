import { paths } from '#config/paths.ts';
import { CourseListPage } from '#features/admin/courses/components/course-list-page.tsx';

export function Component() {
  return <CourseListPage newHref={paths.adminCourseNew.getHref()} editHref={paths.adminCourse.getHref} />;
}
