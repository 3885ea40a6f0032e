import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** The owner's settings (public part, business details, promo video). */
export default defineModule('site-settings', ['storage', 'site-settings'], routes);
export {
  createSiteSettingsService,
  parseSettingAssignment,
  PROMO_VIDEO_PATH,
  type SiteSettingsService,
} from './service.ts';
export { readAll as readStoredSettings, upsert as storeSetting } from './repository.ts';
