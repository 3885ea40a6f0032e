import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { processStore, runCli } from './processes.ts';
import { openDatabase } from '../../src/db/client.ts';
import { siteSettings, subscriptions, users } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/modules/accounts/index.ts';
import { createSiteSettingsService } from '../../src/modules/site-settings/service.ts';

// Each command is a child process that starts tsx and opens the database (about 2-3 s): the tests run in order on
// one store and stay few. The refusals that touch no data run in shared-server.test.ts, concurrently through the
// running server; a first start on an empty data folder is what the browser tests' servers do.
const SLOW = 60_000;
let store: Awaited<ReturnType<typeof processStore>>;
/** Runs one command line; no argument here contains a space. */
const cli = (line: string) => runCli(line.split(/\s+/), store.env);

beforeAll(async () => {
  store = await processStore({ migrated: true });
});

describe('npm run cli', () => {
  it(
    'user:create creates the user with the given flags and says what it did',
    async () => {
      const res = await cli(
        'user:create --username Ulla --email ulla@example.com --password gypsy-swing-42 --staff --lessons --subscription trial --joined 2026-01-15',
      );
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toMatch(
        /^Created user 'Ulla' \(id \d+, subscription trial, staff, takes lessons\)\.$/,
      );
    },
    SLOW,
  );

  it(
    'settings:set changes several settings and prints each one',
    async () => {
      const res = await cli('settings:set registration_enabled=false maintenance_mode=TRUE');
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toBe('Set registration_enabled = false\nSet maintenance_mode = true');
    },
    SLOW,
  );

  it(
    'seed:demo creates the demo accounts, and a second run reports them as already present',
    async () => {
      const first = await cli('seed:demo');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain('Demo content: 4 created, 0 already present.');
      for (const name of ['teacher', 'member', 'trialist', 'student'])
        expect(first.stdout).toContain(`created ${name}`);
      const second = await cli('seed:demo');
      expect(second.code).toBe(0);
      expect(second.stdout.trim()).toBe('Demo content: 0 created, 4 already present.');
    },
    SLOW,
  );

  it(
    'left exactly that in the database (opened directly after the commands exited)',
    async () => {
      const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
      try {
        const rows = await handle.db
          .select({ user: users, subscription: subscriptions })
          .from(users)
          .innerJoin(subscriptions, eq(subscriptions.userId, users.id));
        const byName = new Map(rows.map((r) => [r.user.username, r]));
        expect([...byName.keys()].sort()).toEqual(['Ulla', 'member', 'student', 'teacher', 'trialist']);

        const ulla = byName.get('Ulla')!;
        expect(ulla.user).toMatchObject({
          email: 'ulla@example.com',
          isStaff: true,
          takesLessons: true,
          isActive: true,
        });
        expect(ulla.subscription).toMatchObject({ plan: 'pro', status: 'trial', paymentProvider: null });
        // --joined keeps the day the member joined elsewhere; the trial still starts today.
        expect(ulla.user.dateJoined.toISOString()).toBe('2026-01-15T00:00:00.000Z');
        expect(Date.now() - ulla.subscription.startDate!.getTime()).toBeLessThan(10 * 60_000);
        expect(await verifyPassword(ulla.user.passwordHash, 'gypsy-swing-42')).toBe(true);

        const flags = (name: string) => {
          const r = byName.get(name)!;
          return { staff: r.user.isStaff, lessons: r.user.takesLessons, status: r.subscription.status };
        };
        expect(flags('teacher')).toEqual({ staff: true, lessons: false, status: 'active' });
        expect(flags('member')).toEqual({ staff: false, lessons: false, status: 'active' });
        expect(flags('trialist')).toEqual({ staff: false, lessons: false, status: 'trial' });
        expect(flags('student')).toEqual({ staff: false, lessons: true, status: 'active' });
        for (const name of ['teacher', 'member', 'trialist', 'student']) {
          expect(await verifyPassword(byName.get(name)!.user.passwordHash, 'django1910'), name).toBe(true);
        }

        const settings = await createSiteSettingsService(handle.db, false).get();
        expect(settings).toMatchObject({ registration_enabled: false, maintenance_mode: true });
        const stored = await handle.db.select({ key: siteSettings.key }).from(siteSettings);
        // The two set by the command, and the promo video the demo seed chose.
        expect(stored.map((s) => s.key).sort()).toEqual([
          'maintenance_mode',
          'promo_video',
          'registration_enabled',
        ]);
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
