import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Liveness with a database round trip. */
export default defineModule('health', ['db'], routes);
