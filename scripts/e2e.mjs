// Runs the Playwright suite in E2E_SHARDS concurrent shards (default 2). Each shard is its own Playwright process
// with its own servers, ports, data folders and JSON report, so specs that switch site-wide settings never meet a
// test of another shard. The whole suite is split by each spec file's measured time (scripts/e2e-shards.mjs);
// arguments (a spec file, --grep, ...) are passed on to every shard, split by Playwright's --shard.
import fs from 'node:fs';
import { balance, readTimings, serversUsedBy, specFiles } from './e2e-shards.mjs';
import { runPrefixed } from './run-prefixed.mjs';

// A run of chosen specs is small: one shard unless asked otherwise.
const defaultShards = process.argv.length > 2 ? 1 : 2;
const shards = Math.max(1, Number(process.env['E2E_SHARDS'] ?? defaultShards));
const portBase = Number(process.env['E2E_PORT_BASE'] ?? 4173);
const dataPrefix = process.env['E2E_DATA_PREFIX'] ?? 'gjs-e2e';
const PORTS_PER_SHARD = 20;

// Every shard's servers run the compiled API: built here once, not by each of them at once (decision 0019).
const { isStale, buildApi } = await import('../apps/api/scripts/build.mjs');
if (isStale()) await buildApi();

const chosen = process.argv.slice(2);
const balanced = chosen.length === 0 && shards > 1 ? balance(specFiles(), readTimings(), shards) : undefined;
// Chosen spec files (and nothing else, no --grep) start only their servers too: a figure is not measured beside the
// streams server transcoding every demo video.
const chosenFiles =
  chosen.length > 0 && chosen.every((arg) => /\.(spec|figures)\.ts$/.test(arg) && fs.existsSync(arg))
    ? chosen
    : undefined;
const serversOf = (index) => (balanced ? balanced[index - 1].files : chosenFiles);

function runShard(index) {
  const name = shards === 1 ? 'all' : `shard${index}`;
  const selection = balanced
    ? balanced[index - 1].files
    : [...(shards === 1 ? [] : [`--shard=${index}/${shards}`]), ...chosen];
  const servers = serversOf(index);
  const prefix = shards === 1 ? '' : `[${index}/${shards}] `;
  return runPrefixed(prefix, 'npx', ['playwright', 'test', ...selection], {
    ...process.env,
    // A shard starts only the servers its specs use: the streams server, say, transcodes every demo video.
    ...(servers ? { E2E_SERVER_NAMES: serversUsedBy(servers).join(',') } : {}),
    E2E_PORT_BASE: String(portBase + (index - 1) * PORTS_PER_SHARD),
    E2E_DATA_PREFIX: `${dataPrefix}-${name}`,
    E2E_REPORT_NAME: name,
  });
}

if (balanced) {
  for (const [i, shard] of balanced.entries())
    console.log(
      `[${i + 1}/${shards}] ${shard.files.length} spec files, about ${Math.round(shard.seconds)} s measured`,
    );
}
const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
