import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_SETTING_KEYS } from '@gjs/shared';
import { processStore, runCli, startServer, type RunningServer } from './processes.ts';
import { lockPath, socketPath } from '../../src/db/embedded-lock.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createSiteSettingsService } from '../../src/modules/site-settings/service.ts';

// The same flow runs on both engines: on PGlite the CLI reaches the database through the running server's socket
// (only one process may open it), on PostgreSQL both talk to the server directly.
const embedded = !process.env['TEST_DATABASE_URL'];
const SLOW = 90_000;
let store: Awaited<ReturnType<typeof processStore>>;
let server: RunningServer;
/** Runs one command line; no argument here contains a space. */
const cli = (line: string) => runCli(line.split(/\s+/), store.env);
const api = (pathname: string, init?: RequestInit) => fetch(`${server.url}${pathname}`, init);
const postJson = (pathname: string, body: object, headers: Record<string, string> = {}) =>
  api(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  store = await processStore({ migrated: true });
  server = await startServer(store.env);
}, SLOW);

describe('the CLI while the server runs on the same data', () => {
  it('finds a healthy server that shares its embedded database', async () => {
    const health = await api('/api/health');
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    if (embedded) {
      expect(JSON.parse(fs.readFileSync(lockPath(store.dataDir), 'utf8'))).toMatchObject({ shared: true });
      expect(fs.existsSync(socketPath(store.dataDir))).toBe(true);
    }
  });

  describe('refuses bad input with a non-zero exit and a clear message', () => {
    it.concurrent(
      'user:create with an unknown --subscription, showing the usage text',
      async () => {
        const res = await cli(
          'user:create --username x --email x@example.com --password gypsy-swing-42 --subscription gold',
        );
        expect(res.code).toBe(2);
        expect(res.stderr).toContain('--subscription must be one of trial, active, none');
        expect(res.stderr).toContain('Usage: npm run cli -- <command>');
        expect(res.stderr).toMatch(/user:create --username U --email E --password P/);
      },
      SLOW,
    );

    it.concurrent(
      'user:create with a --joined day that does not exist, creating nobody',
      async () => {
        const res = await cli(
          'user:create --username lateday --email late@example.com --password gypsy-swing-42 --joined 2026-02-30',
        );
        expect(res.code).toBe(2);
        expect(res.stderr).toContain('--joined must be a past day as YYYY-MM-DD');
        expect(
          (await postJson('/api/login/', { username: 'lateday', password: 'gypsy-swing-42' })).status,
        ).toBe(401);
      },
      SLOW,
    );

    it.concurrent(
      'user:create with a weak password, creating nobody',
      async () => {
        const res = await cli('user:create --username weakling --email weak@example.com --password 1234');
        expect(res.code).toBe(1);
        expect(res.stderr).toMatch(/Password: This password is too short/);
        expect(res.stderr).toMatch(/entirely numeric/);
        expect((await postJson('/api/login/', { username: 'weakling', password: '1234' })).status).toBe(401);
      },
      SLOW,
    );

    it.concurrent(
      'settings:set with an unknown setting, naming the known ones and setting nothing',
      async () => {
        const res = await cli('settings:set free_signup_enabled=false bogus=1');
        expect(res.code).toBe(1);
        expect(res.stderr).toContain("Unknown setting 'bogus'");
        for (const key of SITE_SETTING_KEYS) expect(res.stderr).toContain(key);
      },
      SLOW,
    );
  });

  it(
    'settings:set maintenance_mode=true is visible on the running server within 1.1 s',
    async () => {
      const res = await cli('settings:set maintenance_mode=true');
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      const exitedAt = Date.now();
      let seenAfter: number | undefined;
      while (Date.now() - exitedAt < 3000) {
        const askedAt = Date.now() - exitedAt;
        const settings = (await (await api('/api/public/site-settings/')).json()) as {
          maintenance_mode: boolean;
        };
        if (settings.maintenance_mode) {
          seenAfter = askedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seenAfter).toBeDefined();
      expect(seenAfter!).toBeLessThanOrEqual(1100);
      const profile = await api('/api/profile/');
      expect(profile.status).toBe(503);
      expect(await profile.json()).toEqual({
        message: 'Service is currently under maintenance',
        code: 'maintenance',
      });
    },
    SLOW,
  );

  it(
    'user:create makes a user who then logs in over HTTP (a staff user passes maintenance)',
    async () => {
      const res = await cli(
        'user:create --username nora --email nora@example.com --password minor-swing-7 --staff',
      );
      expect(res.code).toBe(0);
      expect(res.stdout).toContain("Created user 'nora'");

      const login = await postJson('/api/login/', { username: 'nora', password: 'minor-swing-7' });
      expect(login.status).toBe(200);
      const { access } = (await login.json()) as { access: string };
      const profile = await api('/api/profile/', { headers: { authorization: `Bearer ${access}` } });
      expect(profile.status).toBe(200);
      expect(await profile.json()).toMatchObject({ username: 'nora', is_staff: true });
    },
    SLOW,
  );

  it(
    'stops gracefully on SIGTERM: exit code 0 within a few seconds, database released',
    async () => {
      const stopped = await server.stop();
      expect(stopped, server.output()).toMatchObject({ code: 0, signal: null });
      expect(stopped.ms).toBeLessThan(5000);
      expect(server.output()).toContain('shutting down');
      if (embedded) expect(fs.existsSync(lockPath(store.dataDir))).toBe(false);
    },
    SLOW,
  );

  it(
    'afterwards the CLI opens the database directly, sees the same data and refuses a duplicate in any case',
    async () => {
      // A duplicate, in another case: the refusal proves the CLI reads what was written through the server.
      const duplicate = await cli(
        'user:create --username NORA --email nora2@example.com --password minor-swing-7',
      );
      expect(duplicate.code).toBe(1);
      expect(duplicate.stderr.trim()).toBe("Error: A user with username 'NORA' already exists.");
      // The server released the database: this process can open it too, and finds the setting the CLI made.
      const handle = await openDatabase({ databaseUrl: store.databaseUrl, dataDir: store.dataDir });
      try {
        expect(handle.kind).toBe(embedded ? 'embedded' : 'postgres');
        const settings = await createSiteSettingsService(handle.db, false).get();
        expect(settings.maintenance_mode).toBe(true);
        expect(settings.free_signup_enabled).toBe(true); // the refused settings:set changed nothing
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );
});
