import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_FORMATS, THUMBNAIL_WIDTHS } from '@gjs/shared';
import { buildTestApp, type TestContext } from '../helper.ts';

let ctx: TestContext;
const URL_OF = '/api/public/thumbnails/courses/wide.jpg';

beforeAll(async () => {
  ctx = await buildTestApp();
  // An upload from before variants existed: a large 16:9 JPEG.
  const original = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 2, g: 115, b: 104 } },
  })
    .jpeg()
    .toBuffer();
  await ctx.app.storage.put('thumbnails/courses/wide.jpg', original);
  await ctx.app.storage.put('thumbnails/courses/broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
});

const get = (url: string) => ctx.app.inject({ url });

describe('thumbnail variants', () => {
  it('answers every width in every format, resized to 16:9 and typed, converted on its first request', async () => {
    for (const format of THUMBNAIL_FORMATS) {
      for (const width of THUMBNAIL_WIDTHS) {
        const res = await get(`${URL_OF}?w=${width}&f=${format}`);
        expect(res.statusCode, `${width} ${format}`).toBe(200);
        expect(res.headers['content-type']).toBe(`image/${format}`);
        expect(res.headers['cache-control']).toBe('public, max-age=604800');
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(Math.round((width * 9) / 16));
      }
    }
  });

  it('keeps a made variant in the storage and serves it from there the next time', async () => {
    await get(`${URL_OF}?w=320&f=webp`);
    expect(await ctx.app.storage.exists('derived/thumbnails/w320/courses/wide.jpg.webp')).toBe(true);
    const again = await get(`${URL_OF}?w=320&f=webp`);
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).metadata()).format).toBe('webp');
  });

  it('is much smaller than the original for a card-sized slot', async () => {
    const original = await get(URL_OF);
    const small = await get(`${URL_OF}?w=480&f=avif`);
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 2);
  });

  it('refuses a width or format outside the lists, or one without the other, with 400', async () => {
    for (const query of ['w=333&f=webp', 'w=320&f=gif', 'w=320', 'f=webp', 'w=abc&f=webp']) {
      const res = await get(`${URL_OF}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('answers 404 for a missing thumbnail and for a stored file that is no image, never 500', async () => {
    expect((await get('/api/public/thumbnails/courses/missing.jpg?w=320&f=webp')).statusCode).toBe(404);
    const broken = await get('/api/public/thumbnails/courses/broken.jpg?w=320&f=webp');
    expect(broken.statusCode).toBe(404);
    expect(broken.json()).toEqual({ message: 'File not found.', code: 'file_not_found' });
  });
});
