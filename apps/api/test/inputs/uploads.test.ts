import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { adminHeaders, firstSeedFile, multipart, type AdminHeaders } from '../admin/support.ts';

/**
 * Broken files on every upload path (the member's profile image and each kind of admin upload): empty, cut short,
 * of another type than announced, and decompression bombs. Each answers 400 with that path's usual message.
 */

let ctx: TestContext;
let as: AdminHeaders;

beforeAll(async () => {
  ctx = await buildTestApp();
  as = await adminHeaders(ctx);
});

function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of a few kilobytes whose canvas is 10,000 x 10,000 one-bit pixels: 100 megapixels once decoded. */
function pngBomb(side = 10_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let photo: Buffer;
beforeAll(async () => {
  photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
});

const truncated = () => photo.subarray(0, Math.floor(photo.length / 3));
const wrongMagic = () => Buffer.from('GIF89a but really a shell script\n#!/bin/sh\nrm -rf /\n');

function profileImage(file: Buffer) {
  const body = multipart(file, 'me.jpg', 'profile_image');
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/profile/image/',
    headers: { ...as.member, ...body.headers },
    payload: body.payload,
  });
}

function adminUpload(kind: string, file: Buffer) {
  const body = multipart(file, 'upload.bin');
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/uploads/${kind}/`,
    headers: { ...as.staff, ...body.headers },
    payload: body.payload,
  });
}

const NOT_AN_IMAGE = 'Upload a JPEG, PNG, WebP or GIF image.';

describe('profile image uploads that are not usable images', () => {
  it.each([
    ['empty', () => Buffer.alloc(0)],
    ['truncated', truncated],
    ['of another type', wrongMagic],
    ['a decompression bomb', () => pngBomb()],
  ])('answers 400 to a file that is %s', async (_name, file) => {
    const res = await profileImage(file());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: NOT_AN_IMAGE, code: expect.any(String) });
  });
});

describe('admin uploads that are not what their kind needs', () => {
  const kinds = {
    video: 'The file is not an MP4 video.',
    audio: 'The file is not an MP3 audio file.',
    pdf: 'The file is not a PDF document.',
    musicxml: 'The file is not a readable MusicXML or Guitar Pro score.',
    thumbnail: 'The file is not a JPEG, PNG or WebP image.',
  };
  const cases = Object.entries(kinds).flatMap(([kind, message]) => [
    [kind, 'empty', () => Buffer.alloc(0), message] as const,
    [kind, 'of another type', wrongMagic, message] as const,
    [kind, 'only a few bytes', () => Buffer.from([0x00, 0x00]), message] as const,
  ]);
  it.each(cases)('answers 400 to a %s upload that is %s', async (kind, _name, file, message) => {
    const res = await adminUpload(kind, file());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message, code: expect.any(String) });
  });

  it.each([
    ['truncated', truncated],
    ['a decompression bomb', () => pngBomb()],
    ['a PNG signature and nothing else', () => pngBomb().subarray(0, 8)],
  ])('answers 400 to a thumbnail that is %s', async (_name, file) => {
    const res = await adminUpload('thumbnail', file());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: kinds.thumbnail, code: expect.any(String) });
  });

  it('still stores a sound upload of each kind (the checks refuse only broken files)', async () => {
    const res = await adminUpload('pdf', firstSeedFile('scores', '.pdf'));
    expect(res.statusCode, res.body).toBe(201);
  });
});
