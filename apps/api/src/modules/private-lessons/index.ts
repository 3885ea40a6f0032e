import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** A student's own private lessons. */
export default defineModule('private-lessons', ['db', 'storage', 'auth'], routes);
