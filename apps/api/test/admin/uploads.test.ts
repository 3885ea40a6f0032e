import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, multipart, mxlOf, upload, type AdminHeaders } from './support.ts';

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

const post = (kind: string, file: Buffer, name: string, field = 'file') => {
  const body = multipart(file, name, field);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/uploads/${kind}/`,
    headers: { ...as.staff, ...body.headers },
    payload: body.payload,
  });
};

const mxl = () => mxlOf(firstSeedFile('scores', '.musicxml'));

describe('admin uploads', () => {
  it.each([
    ['video', () => firstSeedFile('videos', '.mp4'), 'lesson.mp4', /^uploads\/videos\/[\w-]+\.mp4$/],
    ['audio', () => firstSeedFile('backing-tracks', '.mp3'), 'track.mp3', /^uploads\/audio\/[\w-]+\.mp3$/],
    ['pdf', () => firstSeedFile('scores', '.pdf'), 'score.pdf', /^uploads\/pdfs\/[\w-]+\.pdf$/],
    [
      'musicxml',
      () => firstSeedFile('scores', '.musicxml'),
      'score.musicxml',
      /^uploads\/scores\/[\w-]+\.musicxml$/,
    ],
    ['musicxml', mxl, 'score.mxl', /^uploads\/scores\/[\w-]+\.mxl$/],
  ])('stores a %s upload byte for byte under a new key', async (kind, file, name, keyPattern) => {
    const bytes = file();
    const result = await upload(ctx, as.staff, kind, bytes, name);
    expect(result.key).toMatch(keyPattern);
    expect(result.size).toBe(bytes.length);
    expect(result.url).toMatch(/^\/api\/media\/uploads\/.+\?exp=\d+&sig=/);
    const stored = await ctx.app.storage.createReadStream(result.key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('re-encodes a thumbnail as WebP of at most 1280 pixels and serves it publicly', async () => {
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const result = await upload(ctx, as.staff, 'thumbnail', big, 'cover.png');
    expect(result.key).toMatch(/^thumbnails\/uploads\/[\w-]+\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    expect(
      (await upload(ctx, as.staff, 'thumbnail', firstSeedFile('thumbnails', '.jpg'), 'a.jpg')).key,
    ).toMatch(/\.webp$/);
  });

  it.each([
    ['video', firstSeedFile('scores', '.pdf'), 'The file is not an MP4 video.'],
    ['audio', firstSeedFile('videos', '.mp4'), 'The file is not an MP3 audio file.'],
    ['pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'The file is not a PDF document.'],
    [
      'musicxml',
      Buffer.from('<?xml version="1.0"?><html/>'),
      'The file is not a readable MusicXML or Guitar Pro score.',
    ],
    [
      'thumbnail',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'The file is not a JPEG, PNG or WebP image.',
    ],
    [
      'thumbnail',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(100)]),
      'The file is not a JPEG, PNG or WebP image.',
    ],
  ])(
    'refuses a %s upload whose bytes are of another type, whatever its name',
    async (kind, bytes, message) => {
      const res = await post(kind, bytes, `innocent.${kind === 'video' ? 'mp4' : 'pdf'}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: expect.any(String) });
    },
  );

  it.each([
    ['a cut MusicXML file', firstSeedFile('scores', '.musicxml').subarray(0, 3000)],
    ['a compressed MusicXML file without its score', mxlOf(Buffer.from('<score-partwise><part-list>'))],
    ['a Guitar Pro 5 header alone', Buffer.from('\x18FICHIER GUITAR PRO v5.00', 'latin1')],
  ])('refuses %s with 400 and a clear error', async (_name, bytes) => {
    const res = await post('musicxml', bytes, 'score.gp5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The file is not a readable MusicXML or Guitar Pro score.',
      code: 'upload_not_musicxml',
    });
  });

  it('keeps nothing of a refused upload in storage', async () => {
    await post('video', Buffer.from('not a video at all'), 'x.mp4');
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit-log/?action=upload.create',
      headers: as.staff,
    });
    const keys = audit.json<{ entries: { target_id: string }[] }>().entries.map((e) => e.target_id);
    for (const key of keys) expect(await ctx.app.storage.exists(key)).toBe(true);
    expect(keys.every((k) => !k.includes('..'))).toBe(true);
  });

  it('answers 400 without a file part, with another field name, and for an unknown kind', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video/',
      headers: { ...as.staff, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.json()).toEqual({
      message: 'Send the file as multipart form data in the field file.',
      code: 'upload_missing',
    });
    expect((await post('video', firstSeedFile('videos', '.mp4'), 'a.mp4', 'other')).statusCode).toBe(400);
    expect((await post('exe', Buffer.from('MZ'), 'a.exe')).statusCode).toBe(400);
  });

  it('answers 413 for a file above the limit of its kind', async () => {
    const huge = Buffer.concat([
      Buffer.from('<?xml version="1.0"?><score-partwise version="4.0">'),
      Buffer.alloc(21 * 1024 * 1024, 32),
    ]);
    const res = await post('musicxml', huge, 'huge.musicxml');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The file is larger than 20 MB.', code: 'upload_too_large' });
  });
});
