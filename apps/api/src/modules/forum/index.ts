import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The members' forum. */
export default defineModule('forum', ['db', 'auth', 'shared-caches', 'background-tasks'], routes);
export type { PageIndex } from './repository.ts';
export type { SerializedPage } from './service.ts';
/** The demo seed's writes (cli/seed/community.ts). */
export { findPostByAuthorAndSubject, insertComment, insertPost } from './repository.ts';
