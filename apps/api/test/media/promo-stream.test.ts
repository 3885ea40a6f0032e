import { describe, expect, it } from 'vitest';
import { publicSiteSettingsSchema } from '@gjs/shared';
import { siteSettings, videoStreams } from '../../src/db/schema/index.ts';
import { streamPrefix } from '../../src/modules/media/stream-keys.ts';
import { buildTestApp } from '../helper.ts';

/** The home page's promo video streams publicly, as its file is served: only the stream of the video chosen. */
describe('promo video stream', () => {
  it('is named in the public settings once made, and serves only its own files', async () => {
    const { app } = await buildTestApp();
    const key = 'uploads/videos/promo.mp4';
    const prefix = streamPrefix(key);
    await app.storage.put(key, Buffer.from('original'));
    await app.db.insert(siteSettings).values({ key: 'promo_video', value: key });
    const before = publicSiteSettingsSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/public/site-settings/' })).json(),
    );
    expect(before.promo_stream_url).toBeNull();
    await app.storage.put(`${prefix}master.m3u8`, Buffer.from('#EXTM3U\n'));
    await app.storage.put(`${prefix}240p/seg-00000.ts`, Buffer.alloc(188, 0x47));
    await app.db
      .insert(videoStreams)
      .values({ sourceKey: key, prefix, heights: [240], durationSeconds: 4, bytes: 196 });
    app.siteSettings.invalidate();
    const after = publicSiteSettingsSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/public/site-settings/' })).json(),
    );
    const id = prefix.split('/')[1]!;
    expect(after.promo_stream_url).toBe(`/api/public/promo-stream/${id}/master.m3u8`);
    const master = await app.inject({ method: 'GET', url: after.promo_stream_url! });
    expect(master.statusCode).toBe(200);
    expect(master.headers['cache-control']).toBe('no-cache');
    const segment = await app.inject({
      method: 'GET',
      url: `/api/public/promo-stream/${id}/240p/seg-00000.ts`,
    });
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = streamPrefix('uploads/videos/lesson.mp4').split('/')[1]!;
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/promo-stream/${other}/master.m3u8` })).statusCode,
    ).toBe(404);
  });
});
