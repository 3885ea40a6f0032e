import {
  SITE_SETTING_KEYS,
  businessDetailsSchema,
  type BusinessDetails,
  siteSettingsSchema,
  type PublicSiteSettings,
  type SiteSettingKey,
  type SiteSettings,
  endpoints,
} from '@gjs/shared';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/types.ts';
import { ValidationError } from '../../lib/errors.ts';
import { createSharedCache } from '../../lib/shared-cache.ts';
import { defaultSiteSettings } from './defaults.ts';
import * as repo from './repository.ts';
import { findStream, streamIdOf } from '../media/index.ts';

export const PROMO_VIDEO_PATH = endpoints.siteSettings.promoVideo.path;
const PROMO_STREAM_BASE = endpoints.siteSettings.promoStream.path.split('/:')[0]!;

/** The version parameter changes with the file, so the long public cache of the old video never shows the new one. */
function promoVideoUrl(key: string): string | null {
  if (!key) return null;
  return `${PROMO_VIDEO_PATH}?v=${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/**
 * Settings are read on every API request (maintenance), so they are cached briefly. The CLI changes them from another
 * process, which is why the cache expires instead of being only invalidated on write. The requests that find it
 * expired share one read.
 */
const CACHE_MS = 1000;

export function createSiteSettingsService(db: Database, paymentsConfigured: boolean) {
  async function load(): Promise<SiteSettings> {
    const stored = Object.fromEntries((await repo.readAll(db)).map((r) => [r.key, r.value]));
    const merged: Record<string, unknown> = { ...defaultSiteSettings(paymentsConfigured) };
    for (const key of SITE_SETTING_KEYS) {
      const parsed = siteSettingsSchema.shape[key].safeParse(stored[key]);
      if (parsed.success) merged[key] = parsed.data;
    }
    return merged as SiteSettings;
  }
  const cached = createSharedCache(load, CACHE_MS);
  // The promo video's stream, looked up as briefly cached as the settings: it shows within moments of being made.
  const promoStream = createSharedCache(async () => {
    const { promo_video } = await cached.get();
    const stream = promo_video ? await findStream(db, promo_video) : undefined;
    return stream ? `${PROMO_STREAM_BASE}/${streamIdOf(stream)}/master.m3u8` : null;
  }, CACHE_MS);

  return {
    get(): Promise<SiteSettings> {
      return cached.get();
    },
    /** `photoUrl` makes the public URL of the teacher's photo (a thumbnail key). */
    async getPublic(photoUrl: (key: string) => string | null): Promise<PublicSiteSettings> {
      const s = await this.get();
      return {
        registration_enabled: s.registration_enabled,
        maintenance_mode: s.maintenance_mode,
        maintenance_allow_list: s.maintenance_allow_list,
        free_signup_enabled: s.free_signup_enabled,
        promo_video_url: promoVideoUrl(s.promo_video),
        promo_stream_url: await promoStream.get(),
        teacher: {
          name: s.teacher_name,
          bio: s.teacher_bio,
          website_url: s.teacher_website || null,
          photo_url: s.teacher_photo ? photoUrl(s.teacher_photo) : null,
        },
      };
    },
    /** Only the keys of the public contract: the other settings never leave through this call. */
    async getBusinessDetails(): Promise<BusinessDetails> {
      return businessDetailsSchema.parse(await this.get());
    },
    /** Drops the cache after a write made in another transaction (the admin console audits in the same one). */
    invalidate(): void {
      cached.invalidate();
      promoStream.invalidate();
    },
    async set<K extends SiteSettingKey>(key: K, value: SiteSettings[K]): Promise<void> {
      const parsed = siteSettingsSchema.shape[key].safeParse(value);
      if (!parsed.success) throw new ValidationError(`Invalid value for ${key}.`);
      await repo.upsert(db, key, parsed.data);
      cached.invalidate();
      promoStream.invalidate();
    },
  };
}
export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;

/** Parses `KEY=VALUE` text (CLI, tests) into a typed setting: booleans, comma-separated lists or text. */
export function parseSettingAssignment(assignment: string): { key: SiteSettingKey; value: unknown } {
  const eq = assignment.indexOf('=');
  if (eq <= 0) throw new ValidationError(`Expected KEY=VALUE, got '${assignment}'.`);
  const key = assignment.slice(0, eq).trim();
  const raw = assignment.slice(eq + 1).trim();
  if (!(SITE_SETTING_KEYS as string[]).includes(key)) {
    throw new ValidationError(`Unknown setting '${key}'. Known settings: ${SITE_SETTING_KEYS.join(', ')}.`);
  }
  const typedKey = key as SiteSettingKey;
  const shape = siteSettingsSchema.shape[typedKey];
  let value: unknown = raw;
  if (shape.type === 'boolean') {
    if (!/^(true|false)$/i.test(raw))
      throw new ValidationError(`${key} must be true or false, got '${raw}'.`);
    value = raw.toLowerCase() === 'true';
  } else if (shape.type === 'array') {
    value = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  const parsed = shape.safeParse(value);
  if (!parsed.success) {
    throw new ValidationError(`Invalid value for ${key}: ${parsed.error.issues[0]?.message ?? raw}`);
  }
  return { key: typedKey, value: parsed.data };
}
