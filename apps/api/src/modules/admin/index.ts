import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The staff console's API under /api/admin/ (staff only). */
export default defineModule(
  'admin',
  ['db', 'storage', 'auth', 'site-settings', 'shared-caches', 'billing', 'job-queue'],
  routes,
);
/** The demo seed's writes (cli/seed/community.ts). */
export { addStudents, findLessonByName, insertLesson, insertSection } from './private-lessons/repository.ts';
