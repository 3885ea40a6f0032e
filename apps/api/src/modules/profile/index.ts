import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';
import imageRoutes from './image-routes.ts';

/** The caller's own profile and profile photo. */
export default defineModule('profile', ['db', 'storage', 'auth'], async (app) => {
  await app.register(routes);
  await app.register(imageRoutes);
});
export { profileImageUrl } from './image-urls.ts';
export { findProfileRow, type ProfileRow } from './repository.ts';
export { recipientLanguage } from './mail-language.ts';
