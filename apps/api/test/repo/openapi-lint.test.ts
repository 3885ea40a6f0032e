import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithoutDatabase } from '../helper.ts';
import type { App } from '../../src/app.ts';

/**
 * The OpenAPI document passes `redocly lint` with the recommended rules (redocly.yaml switches off the trailing-slash
 * rule only), so that a generated client can use it. The CLI runs offline: no telemetry, no update check.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/.bin/redocly');
const OFFLINE = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

let app: App;
let dir: string;
beforeAll(async () => {
  app = await appWithoutDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-openapi-'));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
}

describe('the OpenAPI document', () => {
  it('passes redocly lint with no error and no warning', async () => {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(app.swagger()));
    const args = [REDOCLY, 'lint', '--config', path.join(ROOT, 'redocly.yaml'), '--format=json', file];
    const { stdout } = await promisify(execFile)(process.execPath, args, {
      env: { ...process.env, ...OFFLINE },
      timeout: 60_000,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`redocly lint failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
    });
    const report = JSON.parse(stdout) as LintReport;
    expect(report.totals, stdout).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });
});
