import { useParams } from 'react-router';
import { CourseViewerPage } from '../../features/courses/components/course-viewer-page.tsx';

/** Members only (the member guard above it sends a visitor to /login?redirect=/courses/{id}). */
export function Component() {
  const { id = '' } = useParams();
  return <CourseViewerPage key={id} courseId={id} />;
}
