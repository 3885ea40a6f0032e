// `npm test` after the build: the unit and API tests (Vitest) and the browser tests (scripts/e2e.mjs, in shards) at
// the same time. Alone, Vitest left the machine idle close to half the time (its API tests wait for PostgreSQL,
// child servers and restarts) while the browser shards kept both cores busy; side by side they share the cores
// (docs/decisions/0019-ci-within-a-quarter-hour.md). Each line is prefixed with the run it came from; the exit code
// is a failure when either failed.
import { runPrefixed } from './run-prefixed.mjs';

async function run(name, command, args) {
  const code = await runPrefixed(`${name} `, command, args);
  console.log(`${name} finished with exit code ${code}`);
  return code;
}

const codes = await Promise.all([
  run('[vitest]', 'npx', ['vitest', 'run']),
  run('[browser]', process.execPath, ['scripts/e2e.mjs']),
]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
