// `npm run bench:web`: Lighthouse (mobile profile, its default) in Debian Chromium against the built app,
// started here on the embedded database with the demo content, as a new user would run it. Prints each public
// page's four scores, its CLS, and the JavaScript a first visit transfers (compressed, as sent). A benchmark, not a
// test: the budgets that fail the build are checked by apps/web/src/build-budget.test.ts.
// Options: BENCH_WEB_URL=<origin> measures an already running server instead; BENCH_WEB_PAGES=/,/pricing chooses
// pages; BENCH_WEB_RUNS=3 takes the median of several runs per page; BENCH_WEB_DETAIL=1 also prints, per run, what
// costs the scores: the long main-thread tasks, the script boot-up times, the LCP element and the layout shifts.
// Before Lighthouse, each page the server renders, in English and German (or each chosen page), is also rendered
// BENCH_WEB_RENDERS (40) times one after another at addresses the server has not cached (a new query string each time), and the time to the whole compressed answer is printed.
// BENCH_WEB_LIGHTHOUSE=0 measures only those renders (no Chrome), e.g. to compare the render p50 before and after.
// Then the lesson's figures in Chromium (apps/web/e2e/scores.figures.ts, practice-audio.figures.ts and
// streaming.figures.ts): the score's drawing time and cursor lag, the practice player's bar-highlight lag, start to
// sound, CPU and memory, and a lesson's first frame and stalls on a slow line, streamed and as its original MP4.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(
  fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;

const PAGES = (
  process.env['BENCH_WEB_PAGES'] ?? '/,/pricing,/courses,/backing-tracks,/login,/register,/impressum,/privacy'
).split(',');
// The renders are timed on every page the server renders, in both languages (the 30 ms budget holds for each).
const RENDERED_PAGES =
  '/,/pricing,/courses,/backing-tracks,/login,/register,/contact,/impressum,/privacy,/agb'.split(',');
const RENDER_PAGES = process.env['BENCH_WEB_PAGES']
  ? PAGES
  : [...RENDERED_PAGES, ...RENDERED_PAGES.map((page) => (page === '/' ? '/de' : `/de${page}`))];
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
      // A first start makes the demo videos' streams in the background, FFmpeg busy on a core for minutes: the pages
      // are measured alone, as on a server that has made them (the streaming figures below make their own).
      TRANSCODE_CONCURRENCY: '0',
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

const DETAIL = process.env['BENCH_WEB_DETAIL'] === '1';

function printDetail(page, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const short = (url) => String(url ?? '').replace(/^https?:\/\/[^/]+/, '');
  const metric = (id) => Math.round(lhr.audits[id].numericValue);
  console.log(
    `\n${page}: FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, SI ${metric('speed-index')} ms, TBT ${metric('total-blocking-time')} ms`,
  );
  for (const task of items('long-tasks'))
    console.log(
      `  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms  ${short(task.url)}`,
    );
  for (const script of items('bootup-time'))
    console.log(
      `  boot-up ${short(script.url)}: ${Math.round(script.total)} ms (script ${Math.round(script.scripting)} ms, parse ${Math.round(script.scriptParseCompile)} ms)`,
    );
  for (const group of items('mainthread-work-breakdown'))
    console.log(`  main thread ${group.groupLabel}: ${Math.round(group.duration)} ms`);
  const lcp = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  if (lcp) console.log(`  LCP element: ${lcp.snippet}`);
  for (const phase of items('largest-contentful-paint-element')[1]?.items ?? [])
    console.log(`  LCP ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const group of items('inspector-issues'))
    for (const issue of group.subItems?.items ?? [])
      console.log(`  inspector issue ${group.issueType}: ${JSON.stringify(issue)}`);
  for (const shift of items('layout-shifts'))
    console.log(`  layout shift ${shift.score.toFixed(4)}: ${shift.node?.snippet ?? '?'}`);
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

/** One Lighthouse run; a trace Chrome failed to record (it happens on a busy machine) is tried again, twice. */
async function runLighthouse(url, chrome) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
}

async function measure(origin, chrome, page) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = await runLighthouse(`${origin}${page}`, chrome);
    if (DETAIL) printDetail(page, lhr);
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

const RENDERS = Number(process.env['BENCH_WEB_RENDERS'] ?? 40);
const LIGHTHOUSE = process.env['BENCH_WEB_LIGHTHOUSE'] !== '0';

async function render(origin, page, tag) {
  const response = await fetch(`${origin}${page}?uncached=${Date.now()}-${tag}`, {
    headers: { 'accept-encoding': 'br' },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
}

/** Time to the whole answer for addresses the render cache has not seen: the uncached server render. */
async function measureUncachedRenders(origin, page) {
  const times = [];
  for (let i = 0; i < RENDERS + 5; i += 1) {
    const started = performance.now();
    await render(origin, page, i);
    if (i >= 5) times.push(performance.now() - started); // the first ones warm the renderer up
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return { page, renders: times.length, p50Ms: at(0.5), p90Ms: at(0.9), maxMs: times.at(-1).toFixed(1) };
}

const server = process.env['BENCH_WEB_URL'] ? null : await startServer();
const origin = process.env['BENCH_WEB_URL'] ? process.env['BENCH_WEB_URL'] : server.origin;
let chrome;
try {
  // Before Chrome starts: its own start took a core from the first page's renders.
  if (RENDERS > 0) {
    // Every page once around first, so that no page is timed while the others' code is still being compiled.
    for (const page of RENDER_PAGES) await render(origin, page, 'warm-up');
    const renders = [];
    for (const page of RENDER_PAGES) renders.push(await measureUncachedRenders(origin, page));
    console.log('Uncached server render (time to the whole compressed answer, one request at a time)');
    console.table(renders);
  }
  if (LIGHTHOUSE) {
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    const rows = [];
    for (const page of PAGES) rows.push(await measure(origin, chrome, page));
    console.log(
      `Lighthouse ${LIGHTHOUSE_VERSION}, mobile profile, ${RUNS} run(s) per page (median), ${origin}`,
    );
    console.table(rows);
  }
} finally {
  await chrome?.kill();
  server?.stop();
}

// The lesson's figures, in the browser test servers (built app, embedded database): the score's drawing time and its
// cursor's lag behind the video (issue 30), the practice player's bar-highlight lag at 25/50/100 %, start to sound,
// CPU and memory (issue 31), the first frame and the stalls of a lesson's stream and of its original MP4 at 1.6 Mbit/s
// (issue 32). BENCH_WEB_FIGURES=0 leaves them out.
if (process.env['BENCH_WEB_FIGURES'] !== '0' && !process.env['BENCH_WEB_URL']) {
  const figures = [
    'apps/web/e2e/scores.figures.ts',
    'apps/web/e2e/practice-audio.figures.ts',
    'apps/web/e2e/streaming.figures.ts',
  ];
  // One run per file: each starts only the servers it uses, so the score's and the player's figures are not taken
  // beside the streams server transcoding every demo video for the streaming figures.
  for (const file of figures) {
    const exit = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/e2e.mjs', file], {
        cwd: root,
        env: { ...process.env, E2E_FIGURES: '1' },
        stdio: 'inherit',
      });
      child.on('exit', resolve);
    });
    if (exit !== 0) process.exitCode = 1;
  }
}
