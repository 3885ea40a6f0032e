import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { isRecordId } from '#features/admin/common/lib/route-id.ts';
import { CourseEditorPage } from '#features/admin/courses/components/course-editor-page.tsx';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!isRecordId(id)) return <Navigate replace to={paths.adminCourses.getHref()} />;
  return (
    <CourseEditorPage
      key={id}
      courseId={Number(id)}
      viewHref={paths.course.getHref(id)}
      onDeleted={() => navigate(paths.adminCourses.getHref(), { replace: true })}
    />
  );
}
