import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** A member's own course progress: saved positions, played time, done chapters (decision 0600). */
export default defineModule('progress', ['db', 'auth'], routes);
