import { defineModule } from '../../core/module.ts';
import routes from './routes.ts';

/** robots.txt and sitemap.xml at the site's root. */
export default defineModule('seo', ['db'], routes);
