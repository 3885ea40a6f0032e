// Splits the browser specs into shards that take about the same time, from the seconds each spec file took in a
// recent run (apps/web/e2e/timings.json, written by `node scripts/e2e-timings.mjs` from the JSON reports of a CI
// run). Playwright's own --shard splits by test count in file order, which left one shard minutes behind the other.
import fs from 'node:fs';
import path from 'node:path';

export const E2E_DIR = 'apps/web/e2e';
export const TIMINGS_FILE = path.join(E2E_DIR, 'timings.json');

export function specFiles(dir = E2E_DIR) {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

export function readTimings(file = TIMINGS_FILE) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/**
 * Longest first, each to the shard with the least time so far. A spec without a timing (a new one) counts as the
 * median of the known ones.
 */
export function balance(files, timings, shards) {
  const known = files.map((file) => timings[file]).filter((seconds) => typeof seconds === 'number');
  known.sort((a, b) => a - b);
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 1;
  const weighted = files
    .map((file) => ({ file, seconds: timings[file] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const result = Array.from({ length: shards }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighted) {
    const lightest = result.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  for (const shard of result) shard.files.sort();
  return result;
}

/**
 * The e2e servers (apps/web/e2e/support/servers.ts) that spec files use: `main` always, and every other one that a
 * spec or a support file names, as `E2E_SERVERS.<name>` or as the quoted name a support helper takes
 * (`setSettings(..., 'admin')`). Naming one too many only starts a server too many.
 */
export function serversUsedBy(files, dir = E2E_DIR) {
  const supportDir = path.join(dir, 'support');
  const serversSource = fs.readFileSync(path.join(supportDir, 'servers.ts'), 'utf8');
  const names = [...serversSource.matchAll(/^ {2}(\w+): \w+\(PORT_BASE/gm)].map((m) => m[1]);
  const support = fs
    .readdirSync(supportDir)
    .filter((name) => name !== 'servers.ts')
    .map((name) => path.join(supportDir, name));
  const texts = [...files, ...support].map((file) => fs.readFileSync(file, 'utf8'));
  return names.filter(
    (name) =>
      name === 'main' ||
      texts.some((text) => text.includes(`E2E_SERVERS.${name}`) || text.includes(`'${name}')`)),
  );
}
