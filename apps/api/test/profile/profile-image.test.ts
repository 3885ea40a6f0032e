import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, bearer, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';

const PASSWORD = 'swing-manouche';
let ctx: TestContext;
let auth: Record<string, string>;
let userId: number;

/** A multipart/form-data body with one file part. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----gjs${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(
  data: Buffer,
  opts: { field?: string; filename?: string; type?: string; auth?: object } = {},
) {
  const body = multipart(
    opts.field ?? 'profile_image',
    opts.filename ?? '42.jpg',
    opts.type ?? 'image/jpeg',
    data,
  );
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/profile/image/',
    payload: body.payload,
    headers: { ...body.headers, ...(opts.auth ?? auth) },
  });
}

/** A real photo-like PNG: a gradient, not square, so that the crop to 300x300 is visible. */
function png(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw.set([i % 256, (i / width) % 256, 128], i * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A tiny PNG whose header claims a 60000x60000 canvas: a decompression bomb. */
async function bombPng(): Promise<Buffer> {
  const small = await png(1, 1);
  const bomb = Buffer.from(small);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type and data (bytes 12..29).
  bomb.writeUInt32BE(60000, 16);
  bomb.writeUInt32BE(60000, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><script>alert(1)</script>' +
    '<rect width="300" height="300" fill="red"/></svg>',
);

beforeAll(async () => {
  ctx = await buildTestApp();
  ({ id: userId } = await createAccount(ctx.app.db, {
    username: 'angelo',
    email: 'angelo@example.com',
    password: PASSWORD,
    subscription: 'active',
  }));
  auth = bearer((await login(ctx.app, 'angelo', PASSWORD)).access);
});

const NOT_AN_IMAGE = { message: 'Upload a JPEG, PNG, WebP or GIF image.', code: 'not_an_image' };

describe('PATCH /api/profile/image/', () => {
  it('answers 401 without a token', async () => {
    const res = await upload(await png(10, 10), { auth: { authorization: '' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      message: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it('re-encodes a real PNG to a 300x300 JPEG, stores it and answers its public URL', async () => {
    const res = await upload(await png(640, 480), { filename: `${userId}.png`, type: 'image/png' });
    expect(res.statusCode).toBe(200);
    const { profile_image } = res.json<{ profile_image: string }>();
    expect(profile_image).toMatch(/^\/api\/public\/profile-images\/[0-9a-f]{32}\.jpg$/);
    expect(profile_image).not.toContain(`/${userId}.`);

    const file = await ctx.app.inject({ url: profile_image }); // public: no token
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });

    const profile = await ctx.app.inject({ url: '/api/profile/', headers: auth });
    expect(profile.json().profile_image).toBe(profile_image);
  });

  it('strips metadata: no EXIF survives the re-encoding', async () => {
    const withExif = await sharp(await png(400, 400))
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret GPS owner' } })
      .toBuffer();
    const res = await upload(withExif);
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ url: res.json().profile_image });
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Secret GPS owner'))).toBe(false);
  });

  it('replaces the previous image and deletes its file', async () => {
    const first = (await upload(await png(300, 300))).json().profile_image;
    const second = (await upload(await png(500, 300))).json().profile_image;
    expect(second).not.toBe(first);
    expect((await ctx.app.inject({ url: first })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: second })).statusCode).toBe(200);
  });

  it('refuses a text file, even when it claims to be a JPEG', async () => {
    const res = await upload(Buffer.from('just some text, not an image'), { type: 'image/jpeg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_AN_IMAGE);
  });

  it('refuses SVG (it can carry scripts), whatever its name and type', async () => {
    for (const type of ['image/svg+xml', 'image/png']) {
      const res = await upload(SVG, { filename: 'avatar.png', type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_AN_IMAGE);
    }
  });

  it('refuses a PDF and a truncated JPEG', async () => {
    const jpeg = await sharp(await png(200, 200))
      .jpeg()
      .toBuffer();
    for (const data of [
      Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'),
      jpeg.subarray(0, jpeg.length / 2),
    ]) {
      const res = await upload(data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(NOT_AN_IMAGE);
    }
  });

  it('refuses a decompression bomb (a small file that declares a huge canvas)', async () => {
    const bomb = await bombPng();
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(bomb, { type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_AN_IMAGE);
  });

  it('answers 413 with a message for a file over 5 MB', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The image must be at most 5 MB.',
      code: 'image_too_large',
    });
  });

  it('answers 400 with a message without a multipart body or with another field name', async () => {
    const json = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile/image/',
      headers: auth,
      payload: { profile_image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      message: 'Send the image as multipart form data in the field profile_image.',
      code: 'image_missing',
    });
    const wrongField = await upload(await png(10, 10), { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(
      'Send the image as multipart form data in the field profile_image.',
    );
  });

  it('keeps the current image when an upload is refused', async () => {
    const current = (await ctx.app.inject({ url: '/api/profile/', headers: auth })).json().profile_image;
    await upload(SVG);
    expect((await ctx.app.inject({ url: '/api/profile/', headers: auth })).json().profile_image).toBe(
      current,
    );
    expect((await ctx.app.inject({ url: current })).statusCode).toBe(200);
  });
});

describe('the image in the forum', () => {
  it("shows the uploaded image as the author's profile_image on posts and comments", async () => {
    const url = (await upload(await png(320, 320))).json().profile_image;
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/forum/posts/',
      headers: auth,
      payload: { subject: 'My new photo', content: 'Hello', category: 'general' },
    });
    expect(post.json().author).toEqual({ id: userId, username: 'angelo', profile_image: url });
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/forum/posts/${post.json().id}/comments/`,
      headers: auth,
      payload: { content: 'Nice' },
    });
    expect(reply.json().author.profile_image).toBe(url);
  });
});

describe('GET /api/public/profile-images/{name}', () => {
  it('answers 404 for unknown names and anything that is not a profile image name', async () => {
    for (const name of [
      `${'0'.repeat(32)}.jpg`,
      '..%2F..%2Fjwt-secret',
      '..%2Fthumbnails%2Fdemo%2Fx.jpg',
      `${'A'.repeat(32)}.jpg`,
      `${'a'.repeat(32)}.png`,
      `${userId}.jpg`,
    ]) {
      const res = await ctx.app.inject({ url: `/api/public/profile-images/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found.', code: 'file_not_found' });
    }
  });
});
