import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** A member's remembered practice settings and practice log (decision 0630). */
export default defineModule('practice', ['db', 'auth'], routes);
export { toTrackSettings } from './service.ts';
