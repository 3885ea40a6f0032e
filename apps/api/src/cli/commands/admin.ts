import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { UPLOAD_KINDS, type UploadKind } from '@gjs/shared';
import type { App } from '../../app.ts';
import { findUserByUsername, listActiveStaff } from '../../modules/accounts/index.ts';
import type { Database } from '../../db/types.ts';
import { UsageError, type CliContext, type Command, type CommandResult } from './types.ts';

/**
 * The admin console's operations from the owner's terminal. Each command builds the real app in-process on the CLI's
 * database and sends the request through app.inject with an access token of a staff user: the same routes, zod
 * contracts, services and audit records as the console, so nothing of their logic lives here.
 */

const ADMIN_PREFIX = '/api/admin/';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/** Who the requests act as: --as, or the one staff user when there is exactly one. */
export async function resolveStaffUser(db: Database, username: string | undefined) {
  if (username !== undefined) {
    const user = await findUserByUsername(db, username);
    if (!user) throw new Error(`No user named '${username}'.`);
    if (!user.isStaff) {
      throw new Error(`'${user.username}' is not a staff user: admin commands act only as staff.`);
    }
    if (!user.isActive)
      throw new Error(`'${user.username}' is deactivated: admin commands need an active account.`);
    return user;
  }
  const staff = await listActiveStaff(db, 11);
  if (staff.length === 1) return staff[0]!;
  if (!staff.length) {
    throw new Error(
      'There is no active staff user: create one with `npm run cli -- user:create ... --staff`.',
    );
  }
  const names = staff.slice(0, 10).map((u) => u.username);
  throw new Error(
    `Several staff users exist (${names.join(', ')}${staff.length > 10 ? ', ...' : ''}): choose one with --as <username>.`,
  );
}

/** The whole app on the CLI's database, quiet except for errors (on stderr, so stdout stays the answer). */
async function withApp<T>(ctx: CliContext, fn: (app: App) => Promise<T>): Promise<T> {
  if (ctx.app) return fn(ctx.app);
  // Loaded on demand: the other commands do without the app's start-up time.
  if (!ctx.database) throw new Error('The admin commands need the open database handle.');
  const { buildApp } = await import('../../app.ts');
  const app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    logger: { level: 'error', stream: process.stderr },
  });
  try {
    await app.ready();
    return await fn(app);
  } finally {
    await app.close();
  }
}

/** `members/?q=x`, `/members/` and `/api/admin/members/` all name the same URL; routes end with a slash. */
export function adminUrl(input: string): string {
  let rest = input.trim();
  if (rest.startsWith(ADMIN_PREFIX)) rest = rest.slice(ADMIN_PREFIX.length);
  else if (rest === '/api/admin') rest = '';
  rest = rest.replace(/^\/+/, '');
  if (!rest) throw new UsageError('admin: give a path under /api/admin/, e.g. members/?q=django');
  const queryAt = rest.indexOf('?');
  let pathname = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rest.slice(queryAt);
  if (!pathname.endsWith('/')) pathname += '/';
  return `${ADMIN_PREFIX}${pathname}${query}`;
}

function readData(value: string, cwd: string): unknown {
  let text = value;
  if (value.startsWith('@')) {
    const given = value.slice(1);
    const file = path.resolve(cwd, given);
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`admin: cannot read --data file '${given}': ${(error as Error).message}`);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(`admin: --data is not valid JSON: ${(error as Error).message}`);
  }
}

interface Answer {
  statusCode: number;
  statusMessage: string;
  body: string;
  headers: Record<string, unknown>;
}

/** 2xx: the pretty-printed answer on stdout, exit 0. Otherwise the status and the error body on stderr, exit 1. */
function present(res: Answer): CommandResult {
  const isJson = String(res.headers['content-type'] ?? '').includes('json');
  let body = res.body;
  if (isJson && body) {
    try {
      body = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      // Shown as received.
    }
  }
  const status = `${res.statusCode} ${res.statusMessage}`;
  if (res.statusCode >= 200 && res.statusCode < 300) {
    return { exitCode: 0, stdout: body || `${status}` };
  }
  return { exitCode: 1, stderr: `Error: ${status}${body ? `\n${body}` : ''}` };
}

function parse<T extends Record<string, { type: 'string' | 'boolean' }>>(
  name: string,
  args: string[],
  options: T,
) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${name}: ${(error as Error).message}`);
  }
}

export const adminRequest: Command = {
  synopsis:
    "<GET|POST|PUT|PATCH|DELETE> <path under /api/admin/> [--data '<json>' | --data @file.json] [--as <staff username>]",
  async run(args, ctx) {
    const { values, positionals } = parse('admin', args, {
      data: { type: 'string' },
      as: { type: 'string' },
    });
    if (positionals.length !== 2) throw new UsageError('admin: give a method and a path');
    const method = positionals[0]!.toUpperCase() as Method;
    if (!METHODS.includes(method)) {
      throw new UsageError(`admin: the method must be one of ${METHODS.join(', ')}`);
    }
    const url = adminUrl(positionals[1]!);
    const payload = values.data === undefined ? undefined : readData(values.data, ctx.cwd ?? process.cwd());
    if (payload !== undefined && (method === 'GET' || method === 'DELETE')) {
      throw new UsageError(`admin: ${method} takes no --data`);
    }
    const user = await resolveStaffUser(ctx.db, values.as);
    return withApp(ctx, async (app) => {
      const token = await app.accessTokens.sign(user.id);
      const res = await app.inject({
        method,
        url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      return present(res);
    });
  },
};

/** One multipart part named `file`, streamed from disk: the CLI holds no more of a video in memory than the server. */
function multipartBody(file: string): { boundary: string; body: Readable } {
  const boundary = `----hcli${crypto.randomBytes(12).toString('hex')}`;
  const filename = path.basename(file).replace(/["\r\n\\]/g, '_');
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    yield* fs.createReadStream(file);
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { boundary, body: Readable.from(parts()) };
}

export const adminUpload: Command = {
  synopsis: `<${UPLOAD_KINDS.join('|')}> <file> [--as <staff username>]   prints the stored key`,
  async run(args, ctx) {
    const { values, positionals } = parse('admin:upload', args, { as: { type: 'string' } });
    if (positionals.length !== 2) throw new UsageError('admin:upload: give a kind and a file');
    const [kind, given] = positionals as [string, string];
    const file = path.resolve(ctx.cwd ?? process.cwd(), given);
    if (!UPLOAD_KINDS.includes(kind as UploadKind)) {
      throw new UsageError(`admin:upload: the kind must be one of ${UPLOAD_KINDS.join(', ')}`);
    }
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      throw new Error(`No file '${given}'.`);
    }
    if (!stat.isFile()) throw new Error(`'${given}' is not a file.`);
    const user = await resolveStaffUser(ctx.db, values.as);
    return withApp(ctx, async (app) => {
      const token = await app.accessTokens.sign(user.id);
      const { boundary, body } = multipartBody(file);
      const res = await app.inject({
        method: 'POST',
        url: `${ADMIN_PREFIX}uploads/${kind}/`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
      if (res.statusCode !== 201) return present(res);
      const result = res.json<{ key: string; size: number }>();
      return {
        exitCode: 0,
        stdout: result.key,
        stderr: `Uploaded ${path.basename(file)} (${result.size} bytes) as ${kind}.`,
      };
    });
  },
};

interface OpenApiOperation {
  summary?: string;
}

/** The admin routes as the app registers them, from its OpenAPI document (the routes' own summaries). */
export async function listAdminRoutes(app: App) {
  const doc = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const rows: { method: string; path: string; summary: string }[] = [];
  for (const [route, operations] of Object.entries(doc.paths ?? {})) {
    if (!route.startsWith(ADMIN_PREFIX)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const verb = method.toUpperCase();
      if (!METHODS.includes(verb as Method)) continue;
      rows.push({ method: verb, path: route.slice(ADMIN_PREFIX.length), summary: operation.summary ?? '' });
    }
  }
  return rows.sort(
    (a, b) =>
      a.path.localeCompare(b.path) ||
      METHODS.indexOf(a.method as Method) - METHODS.indexOf(b.method as Method),
  );
}

export const adminRoutes: Command = {
  synopsis: '   lists the admin operations (method, path under /api/admin/, summary)',
  async run(args, ctx) {
    if (args.length) throw new UsageError('admin:routes takes no arguments');
    const rows = await withApp(ctx, listAdminRoutes);
    const methodWidth = Math.max(...rows.map((r) => r.method.length));
    const pathWidth = Math.max(...rows.map((r) => r.path.length));
    return rows
      .map((r) => `${r.method.padEnd(methodWidth)}  ${r.path.padEnd(pathWidth)}  ${r.summary}`.trimEnd())
      .join('\n');
  },
};
