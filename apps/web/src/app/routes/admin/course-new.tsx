import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { CourseNewPage } from '#features/admin/courses/components/course-new-page.tsx';

export function Component() {
  const navigate = useNavigate();
  return <CourseNewPage onCreated={(id) => navigate(paths.adminCourse.getHref(id), { replace: true })} />;
}
