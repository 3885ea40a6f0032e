import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The staff console's API under /api/admin/ (staff only). */
export default defineModule(
  'admin',
  ['db', 'storage', 'auth', 'site-settings', 'shared-caches', 'billing', 'job-queue'],
  routes,
);
/** The demo seed's writes (cli/seed/catalogue.ts and community.ts). */
export { findTrackId, insertTrack, type TrackValues } from './backing-tracks/repository.ts';
export {
  findCourseId,
  findUpcomingId,
  insertChapter,
  insertCourse,
  insertUpcoming,
} from './courses/repository.ts';
export { addStudents, findLessonByName, insertLesson, insertSection } from './private-lessons/repository.ts';
