import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** "Download my data": a member's own data as one JSON file. */
export default defineModule('my-data', ['db', 'storage', 'auth'], routes);
