import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { bearer, login, type TestContext } from '../helper.ts';

const PASSWORD = 'manouche-swing-1934';
export const SEED_MEDIA = path.join(import.meta.dirname, '../../src/db/seed/media');

export interface AdminHeaders {
  anonymous: Record<string, string>;
  member: Record<string, string>;
  staff: Record<string, string>;
}

/** A staff user, a member with an active subscription, and no one. */
export async function adminHeaders(ctx: TestContext): Promise<AdminHeaders> {
  const make = (username: string, isStaff: boolean) =>
    createAccount(ctx.app.db, {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      subscription: 'active',
      isStaff,
    });
  await make('owner', true);
  await make('paying', false);
  const token = async (username: string) => bearer((await login(ctx.app, username, PASSWORD)).access);
  return { anonymous: {}, member: await token('paying'), staff: await token('owner') };
}

/** A multipart body with one file in the field `file` (or another field name). */
export function multipart(content: Buffer, filename: string, field = 'file') {
  const boundary = `----gjs${Date.now().toString(16)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function seedFile(relative: string): Buffer {
  return fs.readFileSync(path.join(SEED_MEDIA, relative));
}

export function firstSeedFile(folder: string, extension: string): Buffer {
  const name = fs.readdirSync(path.join(SEED_MEDIA, folder)).find((f) => f.endsWith(extension));
  if (!name) throw new Error(`no ${extension} file in the seed media folder ${folder}`);
  return seedFile(`${folder}/${name}`);
}

/** Uploads a file as staff and returns the stored key. */
export async function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  kind: string,
  file: Buffer,
  name: string,
) {
  const body = multipart(file, name);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/uploads/${kind}/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ key: string; size: number; url: string }>();
}

/** A zip of stored (uncompressed) entries: enough for a compressed MusicXML file. */
export function storedZip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(zlib.crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(zlib.crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(header, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A compressed MusicXML file (.mxl) of a seed score. */
export function mxlOf(xml: Buffer): Buffer {
  const container =
    '<?xml version="1.0" encoding="UTF-8"?><container><rootfiles>' +
    '<rootfile full-path="score.musicxml" media-type="application/vnd.recordare.musicxml+xml"/>' +
    '</rootfiles></container>';
  return storedZip({
    mimetype: Buffer.from('application/vnd.recordare.musicxml'),
    'META-INF/container.xml': Buffer.from(container),
    'score.musicxml': xml,
  });
}
