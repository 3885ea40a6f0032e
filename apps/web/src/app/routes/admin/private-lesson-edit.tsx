import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#config/paths.ts';
import { isRecordId } from '#features/admin/common/lib/route-id.ts';
import { LessonEditorPage } from '#features/admin/private-lessons/components/lesson-pages.tsx';

export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  if (!isRecordId(id)) return <Navigate replace to={paths.adminPrivateLessons.getHref()} />;
  return (
    <LessonEditorPage
      key={id}
      lessonId={Number(id)}
      onDeleted={() => navigate(paths.adminPrivateLessons.getHref(), { replace: true })}
    />
  );
}
