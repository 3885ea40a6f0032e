import { Navigate } from 'react-router';
import { paths } from '#config/paths.ts';

export function Component() {
  return <Navigate replace to={paths.adminCourses.getHref()} />;
}
