import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStore, runCli } from './processes.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { auditLog, backingTracks, users } from '../../src/db/schema/index.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { COMMANDS, UsageError, type CliContext, type CommandResult } from '../../src/cli/commands/index.ts';

// Most cases run the commands in-process on the store's database (the app build is the only slow part); two run as
// `npm run cli` child processes, to show the wiring of exit codes and output streams end to end.
const SLOW = 60_000;
const SEED_AUDIO = path.join(import.meta.dirname, '../../src/db/seed/media/backing-tracks/rhythm-in-bb.mp3');

let store: Awaited<ReturnType<typeof processStore>>;
let handle: DatabaseHandle;
let ctx: CliContext;
const ids: Record<string, number> = {};

/** One command as the CLI's main runs it, with the arguments given one by one. */
async function run(name: string, ...args: string[]): Promise<CommandResult> {
  const result = await COMMANDS[name]!.run(args, ctx);
  return typeof result === 'string' ? { exitCode: 0, stdout: result } : result;
}

const userRow = (id: number) =>
  handle.db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]!);

beforeAll(async () => {
  store = await processStore({ migrated: true });
  handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  const config = loadConfig({ ...store.env, WEB_DIST_DIR: path.join(store.dataDir, 'no-web-app') });
  ctx = { db: handle.db, config, database: handle };
  const account = (username: string, isStaff: boolean) =>
    createAccount(handle.db, {
      username,
      email: `${username}@example.com`,
      password: 'gypsy-swing-42',
      isStaff,
      takesLessons: false,
      subscription: 'active',
    });
  ids['boss'] = (await account('boss', true)).id;
  ids['pupil'] = (await account('pupil', false)).id;
}, SLOW);

describe('npm run cli -- admin (in-process)', () => {
  // The embedded database allows one process at a time: the child processes below open it after this closes it.
  afterAll(() => handle.close());

  it(
    'GET searches the members and prints the JSON answer, exit 0',
    async () => {
      const res = await run('admin', 'GET', 'members/?q=PUP');
      expect(res.exitCode).toBe(0);
      expect(res.stderr).toBeUndefined();
      expect(res.stdout).toContain('\n  "count": 1,');
      const body = JSON.parse(res.stdout!) as { count: number; results: { username: string }[] };
      expect(body.results.map((r) => r.username)).toEqual(['pupil']);
    },
    SLOW,
  );

  it(
    'PATCH changes the member and writes an audit record naming the acting staff user',
    async () => {
      const res = await run(
        'admin',
        'patch',
        `/api/admin/members/${ids['pupil']}`,
        '--data',
        '{"takes_lessons":true}',
      );
      expect(res.exitCode).toBe(0);
      expect(JSON.parse(res.stdout!)).toMatchObject({ username: 'pupil', takes_lessons: true });
      expect((await userRow(ids['pupil']!)).takesLessons).toBe(true);
      const audits = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'member.update'));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        actorUserId: ids['boss'],
        actorUsername: 'boss',
        targetType: 'member',
        targetId: String(ids['pupil']),
        details: { username: 'pupil', takes_lessons: true },
      });
    },
    SLOW,
  );

  it(
    'a validation error exits 1 with the field errors, and changes nothing',
    async () => {
      const res = await run('admin', 'PATCH', `members/${ids['pupil']}/`, '--data', '{"takes_lessons":"no"}');
      expect(res.exitCode).toBe(1);
      expect(res.stdout).toBeUndefined();
      const [status, ...body] = res.stderr!.split('\n');
      expect(status).toBe('Error: 400 Bad Request');
      expect(JSON.parse(body.join('\n'))).toEqual({
        message: expect.stringMatching(/^Invalid input\. takes_lessons: /),
        code: expect.any(String),
        errors: { takes_lessons: [expect.stringContaining('expected boolean')] },
      });
      expect((await userRow(ids['pupil']!)).takesLessons).toBe(true);
    },
    SLOW,
  );

  it(
    'an error of the service (unknown member) exits 1 with its message',
    async () => {
      const res = await run('admin', 'GET', 'members/999999/');
      expect(res.exitCode).toBe(1);
      expect(res.stderr).toMatch(/^Error: 404 Not Found\n\{\n {2}"message": /);
    },
    SLOW,
  );

  it('refuses a non-staff or unknown --as user before building anything', async () => {
    await expect(run('admin', 'GET', 'members/', '--as', 'pupil')).rejects.toThrow(
      "'pupil' is not a staff user: admin commands act only as staff.",
    );
    await expect(run('admin', 'GET', 'members/', '--as', 'nobody')).rejects.toThrow(
      "No user named 'nobody'.",
    );
    await expect(run('admin:upload', 'audio', SEED_AUDIO, '--as', 'pupil')).rejects.toThrow(
      "'pupil' is not a staff user",
    );
  });

  it('refuses bad arguments with the usage', async () => {
    await expect(run('admin', 'FETCH', 'members/')).rejects.toThrow(UsageError);
    await expect(run('admin', 'GET')).rejects.toThrow('admin: give a method and a path');
    await expect(run('admin', 'POST', 'courses/', '--data', '{oops')).rejects.toThrow(
      /^admin: --data is not valid JSON/,
    );
    await expect(run('admin:upload', 'poster', SEED_AUDIO)).rejects.toThrow(
      'admin:upload: the kind must be one of video, pdf, musicxml, audio, thumbnail',
    );
    await expect(run('admin:upload', 'audio', '/no/such/file.mp3')).rejects.toThrow(
      "No file '/no/such/file.mp3'.",
    );
  });

  it(
    'admin:upload streams a seed file and prints its key, which a following call accepts (--data @file)',
    async () => {
      const upload = await run('admin:upload', 'audio', SEED_AUDIO);
      expect(upload.exitCode).toBe(0);
      const key = upload.stdout!;
      expect(key).toMatch(/^uploads\/audio\/[\w-]+\.mp3$/);
      const size = fs.statSync(SEED_AUDIO).size;
      expect(upload.stderr).toBe(`Uploaded rhythm-in-bb.mp3 (${size} bytes) as audio.`);

      const dataFile = path.join(store.dataDir, 'track.json');
      fs.writeFileSync(
        dataFile,
        JSON.stringify({
          name: 'Rhythm in Bb',
          key: 'Bb',
          tempo: 180,
          starttime: 0,
          repetitions: 2,
          chords: ['Bb6', ['Cm7', 'F7']],
          audio: key,
          is_listed: false,
        }),
      );
      const created = await run('admin', 'POST', 'backing-tracks/', '--data', `@${dataFile}`);
      expect(created.exitCode).toBe(0);
      const track = JSON.parse(created.stdout!) as { id: number; audio: string };
      expect(track.audio).toBe(key);
      const [row] = await handle.db.select().from(backingTracks).where(eq(backingTracks.id, track.id));
      expect(row).toMatchObject({ name: 'Rhythm in Bb', audio: key });

      // Parts (decision 0313): the same upload, then the parts call; the server measures and stores them.
      const part = (await run('admin:upload', 'audio', SEED_AUDIO)).stdout!;
      const parts = await run(
        'admin',
        'PUT',
        `backing-tracks/${track.id}/parts/`,
        '--data',
        JSON.stringify({ parts: [{ name: 'bass', audio: part }] }),
      );
      expect(parts.exitCode).toBe(0);
      expect(JSON.parse(parts.stdout!)).toMatchObject([{ name: 'bass', audio: part }]);

      const refused = await run('admin:upload', 'pdf', SEED_AUDIO);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toBe(
        'Error: 400 Bad Request\n{\n  "message": "The file is not a PDF document.",\n  "code": "upload_not_pdf"\n}',
      );
    },
    SLOW,
  );

  it(
    'admin:routes lists every admin operation with its summary',
    async () => {
      const res = await run('admin:routes');
      const lines = res.stdout!.split('\n');
      expect(lines.length).toBeGreaterThan(30);
      for (const line of lines) expect(line).toMatch(/^(GET|POST|PUT|PATCH|DELETE) +\S+\/ +\S/);
      expect(lines).toContainEqual(
        expect.stringMatching(/^PATCH +members\/\{id\}\/ +Set takes_lessons, is_staff or is_active/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/^POST +uploads\/\{kind\}\/ +Upload a video/));
      expect(lines).toContainEqual(expect.stringMatching(/^PUT +courses\/\{id\}\/publish\/ +Publish/));
    },
    SLOW,
  );

  it('without --as, asks for it once several staff users exist', async () => {
    await createAccount(handle.db, {
      username: 'assistant',
      email: 'assistant@example.com',
      password: 'gypsy-swing-42',
      isStaff: true,
      takesLessons: false,
      subscription: 'none',
    });
    await expect(run('admin', 'GET', 'members/')).rejects.toThrow(
      'Several staff users exist (assistant, boss): choose one with --as <username>.',
    );
  });
});

describe('npm run cli -- admin (child processes)', () => {
  it(
    'prints the answer on stdout with exit 0, and refuses a non-staff user with exit 1',
    async () => {
      // One after the other: only one process at a time opens the embedded database.
      const ok = await runCli(['admin', 'GET', 'members/?q=boss', '--as', 'BOSS'], store.env);
      const refused = await runCli(['admin', 'GET', 'members/', '--as', 'pupil'], store.env);
      expect(ok.stderr).toBe('');
      expect(ok.code).toBe(0);
      expect(JSON.parse(ok.stdout)).toMatchObject({
        count: 1,
        results: [{ username: 'boss', is_staff: true }],
      });
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim()).toBe(
        "Error: 'pupil' is not a staff user: admin commands act only as staff.",
      );
    },
    SLOW,
  );
});
