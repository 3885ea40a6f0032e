import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The published catalogue and a course's chapters for members. */
export default defineModule('courses', ['db', 'storage', 'auth', 'shared-caches'], routes);
export { listPublishedCourses } from './repository.ts';
export { listCourses, listUpcoming } from './service.ts';
