// `npm run bench:web`: Lighthouse 12.8.2 (mobile profile, its default) in Debian Chromium against the built app,
// started here on the embedded database with the demo content, as a new user would run it. Prints each public
// page's four scores, its CLS, and the JavaScript a first visit transfers (compressed, as sent). A benchmark, not a
// test: the budgets that fail the build are checked by apps/web/src/build-budget.test.ts.
// Options: BENCH_WEB_URL=<origin> measures an already running server instead; BENCH_WEB_PAGES=/,/pricing chooses
// pages; BENCH_WEB_RUNS=3 takes the median of several runs per page.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const PAGES = (
  process.env['BENCH_WEB_PAGES'] ?? '/,/pricing,/courses,/backing-tracks,/login,/register,/impressum,/privacy'
).split(',');
const RUNS = Math.max(1, Number(process.env['BENCH_WEB_RUNS'] ?? 1));
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(origin, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} did not become healthy within a minute`);
}

async function startServer() {
  const port = Number(process.env['BENCH_WEB_PORT'] ?? 4790);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gjs-bench-web-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('npm', ['run', '-s', 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForHealth(origin);
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** JavaScript bytes on the wire for the page's first load (what Lighthouse recorded, compressed as sent). */
function scriptTransfer(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

async function measure(origin, chrome, page) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(`Lighthouse could not measure ${page}: ${lhr.runtimeError.message}`);
    runs.push({
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js: scriptTransfer(lhr),
      failing: Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id),
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    page,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    jsKB: Number((pick('js') / 1024).toFixed(1)),
    failing: runs[0].failing.join(' '),
  };
}

const server = process.env['BENCH_WEB_URL'] ? null : await startServer();
const origin = process.env['BENCH_WEB_URL'] ?? server.origin;
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const rows = [];
  for (const page of PAGES) rows.push(await measure(origin, chrome, page));
  console.log(`Lighthouse 12.8.2, mobile profile, ${RUNS} run(s) per page (median), ${origin}`);
  console.table(rows);
} finally {
  await chrome.kill();
  server?.stop();
}
