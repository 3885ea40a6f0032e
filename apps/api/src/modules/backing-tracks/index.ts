import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Listed backing tracks with signed audio for members. */
export default defineModule('backing-tracks', ['storage', 'auth', 'shared-caches'], routes);
export { listListedTracks } from './repository.ts';
export { listBackingTracks } from './service.ts';
