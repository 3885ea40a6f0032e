import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** A member's own course progress: saved positions, played time, done chapters (decision 0600). */
export default defineModule('progress', ['db', 'auth'], routes);
/** A chapter with its course and whether that course is published; a course and whether it is published. */
export { findChapter, findCourse } from './repository.ts';
