import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** Stored media behind signed URLs (README.md in this folder). */
export default defineModule('media', ['storage'], routes);
export { createMediaUrls, type MediaUrls } from './urls.ts';
export { answerStoredFile, FILE_NOT_FOUND, openPromoVideo } from './service.ts';
