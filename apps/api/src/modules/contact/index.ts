import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The contact form: stored, mailed to the school. */
export default defineModule('contact', ['db', 'site-settings'], routes);
