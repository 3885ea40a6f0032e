import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStore, runCli, startServer, type RunningServer } from './processes.ts';
import { CLI_KEY_HEADER, CLI_ROUTE, linkPath, readServerLink } from '../../src/cli/server-link.ts';

const SLOW = 90_000;
let store: Awaited<ReturnType<typeof processStore>>;
let server: RunningServer;

beforeAll(async () => {
  store = await processStore({ migrated: true });
  server = await startServer(store.env, { compiled: true });
}, SLOW);
afterAll(async () => {
  await server?.stop();
});

const cliRoute = (headers: Record<string, string>) =>
  fetch(`${server.url}${CLI_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ argv: ['settings:set', 'maintenance_mode=true'], cwd: '/' }),
  });

describe('the CLI while the server runs: its commands run inside the server', () => {
  it('leaves a link file only its owner can read, naming this server', () => {
    const stat = fs.statSync(linkPath(store.dataDir));
    expect(stat.mode & 0o077).toBe(0);
    expect(readServerLink(store.dataDir)).toMatchObject({ url: server.url });
  });

  it(
    'applies a setting on the very next request: the server drops its caches after a command',
    async () => {
      const on = await runCli(['settings:set', 'maintenance_mode=true'], store.env);
      expect(on).toMatchObject({ code: 0 });
      expect(on.stdout).toContain('Set maintenance_mode = true');
      expect((await fetch(`${server.url}/api/courses/`)).status).toBe(503);
      const off = await runCli(['settings:set', 'maintenance_mode=false'], store.env);
      expect(off.code).toBe(0);
      expect((await fetch(`${server.url}/api/courses/`)).status).toBe(200);
      expect(server.output()).toMatch(/"command":"settings:set".*"msg":"cli command"/);
    },
    SLOW,
  );

  it(
    'keeps exit codes and messages: a usage error exits 2 with the usage text',
    async () => {
      const res = await runCli(['user:create', '--username', 'x'], store.env);
      expect(res.code).toBe(2);
      expect(res.stderr).toContain('Usage: npm run cli -- <command>');
    },
    SLOW,
  );

  it(
    "ends a member's access on the very next request when an admin command deactivates them",
    async () => {
      const created = await runCli(
        [
          'user:create',
          '--username',
          'keptmember',
          '--email',
          'kept@example.com',
          '--password',
          'minor-swing-7',
        ],
        store.env,
      );
      expect(created.code).toBe(0);
      const owner = await runCli(
        [
          'user:create',
          '--username',
          'keptowner',
          '--email',
          'owner@example.com',
          '--password',
          'minor-swing-7',
          '--staff',
        ],
        store.env,
      );
      expect(owner.code).toBe(0);
      const loggedIn = await fetch(`${server.url}/api/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'keptmember', password: 'minor-swing-7' }),
      });
      const { access } = (await loggedIn.json()) as { access: string };
      const profile = () =>
        fetch(`${server.url}/api/profile/`, { headers: { authorization: `Bearer ${access}` } });
      const { id } = (await (await profile()).json()) as { id: number };
      expect((await profile()).status).toBe(200);
      const off = await runCli(
        ['admin', 'PATCH', `members/${id}/`, '--data', '{"is_active":false}'],
        store.env,
      );
      expect(off.code, off.stderr).toBe(0);
      expect((await profile()).status).toBe(401);
    },
    SLOW,
  );

  it('answers 404 to a caller without the key or with another key, and runs nothing', async () => {
    expect((await cliRoute({})).status).toBe(404);
    expect((await cliRoute({ [CLI_KEY_HEADER]: 'f'.repeat(64) })).status).toBe(404);
    expect((await fetch(`${server.url}/api/courses/`)).status).toBe(200);
  });

  it('removes the link file when the server stops', async () => {
    await server.stop();
    expect(fs.existsSync(linkPath(store.dataDir))).toBe(false);
  });
});
