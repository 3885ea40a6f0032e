import fs from 'node:fs';
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
