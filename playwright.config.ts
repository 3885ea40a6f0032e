import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVERS, FAKE_PROVIDERS } from './apps/web/e2e/support/servers.ts';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

// The config is evaluated in the runner and again in every worker: only the runner starts from empty data folders.
if (process.env['TEST_WORKER_INDEX'] === undefined) {
  for (const server of Object.values(E2E_SERVERS))
    fs.rmSync(server.dataDir, { recursive: true, force: true });
}

// scripts/e2e.mjs runs the suite in shards, each naming its reports and artefacts.
const REPORT_NAME = process.env['E2E_REPORT_NAME'] ?? 'all';

// scripts/e2e.mjs names the servers a shard's specs use (scripts/e2e-shards.mjs); otherwise every one starts.
const SERVER_NAMES = process.env['E2E_SERVER_NAMES']?.split(',');

const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, '--autoplay-policy=no-user-gesture-required'];

export default defineConfig({
  testDir: 'apps/web/e2e',
  // `npm run bench:audio` (E2E_FIGURES=1) runs the figures files, which print measurements and assert nothing; the
  // tests never include them.
  testMatch: process.env['E2E_FIGURES'] ? '**/*.figures.ts' : '**/*.spec.ts',
  outputDir: `test-results/${REPORT_NAME}`,
  fullyParallel: false,
  // One worker per shard: tests switch site-wide settings (maintenance) on the shard's servers.
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  // A test's whole budget. Several span two servers, a fake provider's page and logins with argon2id; on a 2-core
  // machine that also runs the other shard some took 30-43 s. Each single step still waits at most 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env['CI']
    ? [
        ['list'],
        ['json', { outputFile: `reports/playwright-${REPORT_NAME}.json` }],
        ['html', { open: 'never', outputFolder: `reports/playwright-html-${REPORT_NAME}` }],
      ]
    : 'list',
  use: {
    baseURL: E2E_SERVERS.main.url,
    // Recording a trace (snapshots and screencast on every step) costs the browser a tenth of each test: only a
    // retry records one, so a test that fails twice leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for less motion (decision 0210): a test clicks as soon as a control is there, which no
    // person does while a panel is still growing and the page is moving under the pointer.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    // The payment providers' local fakes first: the payments server talks to them.
    {
      command: 'node_modules/.bin/tsx apps/api/test/fakes/serve.ts',
      port: FAKE_PROVIDERS.paypalPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        FAKE_STRIPE_PORT: String(FAKE_PROVIDERS.stripePort),
        FAKE_PAYPAL_PORT: String(FAKE_PROVIDERS.paypalPort),
      },
    },
    ...Object.entries(E2E_SERVERS)
      .filter(([name]) => !SERVER_NAMES || SERVER_NAMES.includes(name))
      .map(([, server]) => ({
        // The compiled server, as `npm run serve` runs it; scripts/e2e.mjs has built it when it was older than its sources.
        command: 'node apps/api/scripts/run.mjs server',
        url: `${server.url}/api/health`,
        reuseExistingServer: false,
        // A first start seeds the demo content; six servers of a shard start at once, beside the other shard's.
        timeout: 120_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: server.env,
      })),
  ],
});
