import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { chromiumSetup, INSTALL_COMMAND } from '../../../../scripts/chromium-setup.mjs';

/** `npm test` sets up its own browser: Debian's Chromium, installed when missing and root, else one command. */

type Plan = { kind: 'ready' } | { kind: 'install'; commands: string[][] } | { kind: 'stop'; message: string };
const plan = chromiumSetup as (facts: {
  path: string;
  exists: boolean;
  explicitPath: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
}) => Plan;
const missing = {
  path: '/usr/bin/chromium',
  exists: false,
  explicitPath: false,
  isRoot: true,
  hasAptGet: true,
};

describe('browser set-up of npm test', () => {
  it('runs before anything else in npm test and npm run test:e2e', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts;
    expect(scripts.test).toMatch(/^node scripts\/ensure-chromium\.mjs && /);
    expect(scripts['test:e2e']).toMatch(/^node scripts\/ensure-chromium\.mjs && /);
  });

  it('does nothing when Chromium is there', () => {
    expect(plan({ ...missing, exists: true })).toEqual({ kind: 'ready' });
  });

  it('installs it with apt-get, as CI does, when missing and running as root', () => {
    expect(plan(missing)).toEqual({
      kind: 'install',
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'],
      ],
    });
  });

  it('stops at once with the one command to run otherwise', () => {
    for (const facts of [
      { ...missing, isRoot: false },
      { ...missing, hasAptGet: false },
    ]) {
      const result = plan(facts);
      expect(result.kind).toBe('stop');
      expect((result as { message: string }).message).toContain(INSTALL_COMMAND);
    }
    expect(INSTALL_COMMAND).toBe('sudo apt-get install -y chromium fonts-dejavu-core');
  });

  it('never installs over a CHROMIUM_PATH that points nowhere: it names the variable', () => {
    const result = plan({ ...missing, path: '/opt/nowhere/chromium', explicitPath: true });
    expect(result).toMatchObject({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH') });
  });

  it('the script exits at once with that message, before building anything', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, CHROMIUM_PATH: '/opt/nowhere/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('CHROMIUM_PATH=/opt/nowhere/chromium');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
