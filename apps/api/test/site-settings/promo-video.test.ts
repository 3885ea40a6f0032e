import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, upload, type AdminHeaders } from '../admin/support.ts';
import { seedPromoVideo } from '../../src/cli/seed/promo-video.ts';
import * as settingsRepo from '../../src/modules/site-settings/repository.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const promoUrl = async () =>
  (await ctx.app.inject({ url: '/api/public/site-settings/' })).json<{ promo_video_url: string | null }>()
    .promo_video_url;
const setPromo = (promo_video: string, headers = as.staff) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings/', headers, payload: { promo_video } });

describe("the home page's promo video", () => {
  it('has no URL and answers 404 while the owner has chosen none', async () => {
    expect(await promoUrl()).toBeNull();
    const res = await ctx.app.inject({ url: '/api/public/promo-video' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'File not found.', code: 'file_not_found' });
  });

  it('is served to anyone, with byte ranges and a public cache, once staff choose an uploaded video', async () => {
    const video = firstSeedFile('videos', '.mp4');
    const { key } = await upload(ctx, as.staff, 'video', video, 'promo.mp4');
    expect((await setPromo(key)).statusCode).toBe(200);

    const url = await promoUrl();
    expect(url).toMatch(/^\/api\/public\/promo-video\?v=[0-9a-f]{12}$/);
    const whole = await ctx.app.inject({ url: url! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['cache-control']).toBe('public, max-age=86400');
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await ctx.app.inject({ url: url!, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(0, 100))).toBe(true);
  });

  it('stays reachable during maintenance, like the home page', async () => {
    await ctx.app.siteSettings.set('maintenance_mode', true);
    try {
      expect((await ctx.app.inject({ url: '/api/public/promo-video' })).statusCode).toBe(200);
    } finally {
      await ctx.app.siteSettings.set('maintenance_mode', false);
    }
  });

  it('gets a new URL when the video changes, so no cache shows the old one', async () => {
    const before = await promoUrl();
    const { key } = await upload(ctx, as.staff, 'video', firstSeedFile('videos', '.mp4'), 'other.mp4');
    await setPromo(key);
    expect(await promoUrl()).not.toBe(before);
  });

  it('refuses keys that are not uploaded videos and changes nothing', async () => {
    const before = await promoUrl();
    const pdf = await upload(ctx, as.staff, 'pdf', firstSeedFile('scores', '.pdf'), 'score.pdf');
    for (const key of [
      pdf.key,
      'uploads/videos/../../jwt-secret',
      'uploads/videos/missing.mp4',
      'demo/x.mp4',
    ]) {
      const res = await setPromo(key);
      expect(res.statusCode, key).toBe(400);
      expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors), key).toContain(
        'promo_video',
      );
    }
    expect(await promoUrl()).toBe(before);
  });

  it('is the owner’s to choose: members and visitors cannot set it', async () => {
    expect((await setPromo('', as.member)).statusCode).toBe(403);
    expect((await setPromo('', as.anonymous)).statusCode).toBe(401);
  });

  it('is removed with an empty value', async () => {
    expect((await setPromo('')).statusCode).toBe(200);
    expect(await promoUrl()).toBeNull();
    expect((await ctx.app.inject({ url: '/api/public/promo-video' })).statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it("points the promo at the demo video only while the owner hasn't chosen (or removed) one", async () => {
    const fresh = await buildTestApp();
    expect(await seedPromoVideo(fresh.app.db)).toBe(true);
    const stored = await settingsRepo.readAll(fresh.app.db);
    expect(stored).toContainEqual({
      key: 'promo_video',
      value: 'demo/videos/promo-learn-to-play-gypsy-jazz-guitar.mp4',
    });
    await settingsRepo.upsert(fresh.app.db, 'promo_video', '');
    expect(await seedPromoVideo(fresh.app.db)).toBe(false);
  });
});
