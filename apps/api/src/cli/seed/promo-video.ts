import type { Database } from '../../db/types.ts';
import { readStoredSettings, storeSetting } from '../../modules/site-settings/index.ts';
import { demoKey, loadManifest } from './catalogue.ts';

const PROMO_SLUG = 'promo-learn-to-play-gypsy-jazz-guitar';

/**
 * Points the home page's promo video at the demo promo (copied into storage with the catalogue), unless the owner
 * has already chosen a video or removed it: a stored setting, even an empty one, is left alone.
 */
export async function seedPromoVideo(db: Database): Promise<boolean> {
  if ((await readStoredSettings(db)).some((row) => row.key === 'promo_video')) return false;
  const promo = loadManifest().videos.find((v) => v.slug === PROMO_SLUG);
  if (!promo) throw new Error(`Demo catalogue: no promo video '${PROMO_SLUG}' in media/manifest.json.`);
  await storeSetting(db, 'promo_video', demoKey(promo.video));
  return true;
}
