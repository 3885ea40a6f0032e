// `npm run serve` / `npm run cli`: runs the compiled server or CLI, building it first when it is missing or older
// than its sources, so that a fresh checkout and an edited tree run what their sources say. The bundle maps its own
// stack traces to the sources (src/lib/source-mapped-stacks.ts).
import '../../../scripts/require-node.mjs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [entry] = process.argv.splice(2, 1);
if (entry !== 'server' && entry !== 'cli') {
  console.error('usage: node apps/api/scripts/run.mjs <server|cli> [arguments]');
  process.exit(2);
}
const { DIST_DIR, isStale, buildApi } = await import('./build.mjs');
if (isStale()) await buildApi();
await import(pathToFileURL(path.join(DIST_DIR, `${entry}.js`)).href);
