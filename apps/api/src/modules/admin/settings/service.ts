import type { AdminSettingsUpdate, SiteSettings } from '@gjs/shared';
import { storeSetting } from '../../site-settings/index.ts';
import { insertAudit } from '../audit/repository.ts';
import { assertUploadedKey } from '../uploads/keys.ts';
import type { AdminContext } from '../context.ts';
import { removeUnusedStreams, requestStream } from '../../media/index.ts';

/** Changed keys are written and audited together; the public settings follow at once (cache dropped). */
export async function updateSettings(
  ctx: AdminContext<'siteSettings'>,
  update: AdminSettingsUpdate,
): Promise<SiteSettings> {
  const settings = ctx.siteSettings;
  // Fresh, not the 1-second cache: the CLI may have changed a setting from another process just now.
  settings.invalidate();
  const before = await settings.get();
  if (update.promo_video) {
    await assertUploadedKey(ctx.storage, 'promo_video', 'video', update.promo_video, before.promo_video);
  }
  if (update.teacher_photo) {
    await assertUploadedKey(
      ctx.storage,
      'teacher_photo',
      'thumbnail',
      update.teacher_photo,
      before.teacher_photo,
    );
  }
  const changed = Object.entries(update).filter(
    ([key, value]) => JSON.stringify(before[key as keyof SiteSettings]) !== JSON.stringify(value),
  );
  if (changed.length > 0) {
    await ctx.db.transaction(async (tx) => {
      for (const [key, value] of changed) await storeSetting(tx, key, value);
      await insertAudit(tx, ctx.actor, {
        action: 'settings.update',
        targetType: 'site_settings',
        details: Object.fromEntries(changed),
      });
      // A new promo video is made into a stream, asked for with the setting.
      if (update.promo_video && update.promo_video !== before.promo_video)
        await requestStream(tx, ctx.jobQueue, update.promo_video);
    });
    settings.invalidate();
    ctx.jobQueue.wake();
    if (update.promo_video !== undefined && update.promo_video !== before.promo_video)
      await removeUnusedStreams(ctx.db, ctx.storage, [before.promo_video]);
  }
  return settings.get();
}
