// Writes apps/web/e2e/timings.json, the seconds each spec file took, from Playwright JSON reports (CI leaves them in
// reports/playwright-*.json): `node scripts/e2e-timings.mjs reports/playwright-shard1.json reports/playwright-shard2.json`.
// scripts/e2e.mjs balances its shards by these figures.
import fs from 'node:fs';
import { E2E_DIR, TIMINGS_FILE } from './e2e-shards.mjs';

const seconds = {};
function walk(suite, file) {
  const specFile = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        const key = `${E2E_DIR}/${specFile}`;
        seconds[key] = (seconds[key] ?? 0) + result.duration / 1000;
      }
    }
  }
  for (const child of suite.suites ?? []) walk(child, specFile);
}

for (const report of process.argv.slice(2)) {
  for (const suite of JSON.parse(fs.readFileSync(report, 'utf8')).suites) walk(suite, suite.file);
}
const sorted = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.round(s * 10) / 10]),
);
fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${TIMINGS_FILE}: ${Object.keys(sorted).length} spec files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0))} s in all`,
);
