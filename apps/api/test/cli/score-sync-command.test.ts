import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStore } from './processes.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { COMMANDS, UsageError, type CliContext, type CommandResult } from '../../src/cli/commands/index.ts';

// `npm run cli -- score:sync` (decision 0631): the sync points of a chapter's score from a JSON file, through the
// staff call, so its checks apply.
const SLOW = 60_000;
const SCORE = path.join(import.meta.dirname, '../../src/db/seed/media/scores/blues-pour-stephane.musicxml');

let store: Awaited<ReturnType<typeof processStore>>;
let handle: DatabaseHandle;
let ctx: CliContext;

async function run(name: string, ...args: string[]): Promise<CommandResult> {
  const result = await COMMANDS[name]!.run(args, ctx);
  return typeof result === 'string' ? { exitCode: 0, stdout: result } : result;
}

function jsonFile(name: string, data: unknown): string {
  const file = path.join(store.dataDir, name);
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
}

beforeAll(async () => {
  store = await processStore({ migrated: true });
  handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
  const config = loadConfig({ ...store.env, WEB_DIST_DIR: path.join(store.dataDir, 'no-web-app') });
  ctx = { db: handle.db, config, database: handle };
  await createAccount(handle.db, {
    username: 'owner',
    email: 'owner@example.com',
    password: 'gypsy-swing-42',
    isStaff: true,
    takesLessons: false,
    subscription: 'active',
  });
}, SLOW);

afterAll(() => handle.close());

describe('npm run cli -- score:sync', () => {
  it(
    'sets a chapter score’s sync points from a JSON file, and refuses points beyond the score',
    async () => {
      const key = (await run('admin:upload', 'musicxml', SCORE)).stdout!;
      const course = JSON.parse(
        (
          await run(
            'admin',
            'POST',
            'courses/',
            '--data',
            JSON.stringify({
              name: 'Blues',
              description: '',
              level: 'beginner',
              language: 'english',
              category: 'Songs',
              thumbnail: null,
            }),
          )
        ).stdout!,
      ) as { id: number };
      const chapter = {
        heading: 'Melody',
        chapter_type: 'video',
        video: null,
        pdf: null,
        backing_track_id: null,
      };
      const detail = JSON.parse(
        (
          await run(
            'admin',
            'POST',
            `courses/${course.id}/chapters/`,
            '--data',
            JSON.stringify({ ...chapter, music_xml: key }),
          )
        ).stdout!,
      ) as { chapters: { id: number }[] };
      const chapterId = String(detail.chapters[0]!.id);

      const points = [
        { bar: 0, ms: 500 },
        { bar: 11, ms: 22500 },
      ];
      const set = await run('score:sync', String(course.id), chapterId, jsonFile('points.json', points));
      expect(set.exitCode).toBe(0);
      expect(JSON.parse(set.stdout!)).toEqual({ sync_points: points, bar_count: 12 });

      const beyond = await run(
        'score:sync',
        String(course.id),
        chapterId,
        jsonFile('beyond.json', { sync_points: [{ bar: 12, ms: 0 }] }),
      );
      expect(beyond.exitCode).toBe(1);
      expect(beyond.stderr).toContain('Point 1: the score has 12 bars.');
    },
    SLOW,
  );

  it('refuses missing arguments and a file without a list', async () => {
    await expect(run('score:sync', '1', '2')).rejects.toThrow(UsageError);
    await expect(run('score:sync', '1', '2', jsonFile('none.json', { points: 3 }))).rejects.toThrow(
      'score:sync: the file holds no list of sync points',
    );
  });
});
