import { useNavigate } from 'react-router';
import { paths } from '#config/paths.ts';
import { LessonListPage } from '#features/admin/private-lessons/components/lesson-pages.tsx';

export function Component() {
  const navigate = useNavigate();
  return (
    <LessonListPage
      editHref={paths.adminPrivateLesson.getHref}
      onCreated={(id) => navigate(paths.adminPrivateLesson.getHref(id))}
    />
  );
}
