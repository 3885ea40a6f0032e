// Bundles the API's server and CLI into plain JavaScript in apps/api/dist, with source maps (see
// docs/decisions/0003-the-server-runs-compiled-javascript.md). The npm dependencies stay external; the shared
// contracts, which are TypeScript sources, are bundled.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(API_DIR, 'dist');
export const ENTRIES = {
  server: 'src/server.ts',
  cli: 'src/cli/index.ts',
  'make-template': 'src/db/make-template.ts',
  // The embedded database's thread (src/db/embedded-in-worker.ts finds it beside the bundle).
  'embedded-worker': 'src/db/embedded-worker.ts',
};
const SOURCE_DIRS = [path.join(API_DIR, 'src'), path.join(API_DIR, '..', '..', 'packages', 'shared', 'src')];

function newestSourceTime() {
  let newest = 0;
  for (const dir of SOURCE_DIRS) {
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Whether a bundle is missing or older than a source file (a checkout, an edit). */
export function isStale() {
  const built = Object.keys(ENTRIES).map((name) => path.join(DIST_DIR, `${name}.js`));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return newestSourceTime() > builtAt;
}

export async function buildApi() {
  const { build } = await import('esbuild');
  // Chunk names change with their content: the old ones go.
  fs.rmSync(DIST_DIR, { recursive: true, force: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);
  await build({
    absWorkingDir: API_DIR,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, file])),
    outdir: DIST_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node26',
    sourcemap: true,
    external,
    logLevel: 'warning',
    // Chunks beside the entries: modules find the repository root three levels up (config.ts).
    chunkNames: '[name]-[hash]',
  });
  // The embedded database's template (src/db/embedded-template.ts): kept across builds while the migrations stay.
  const made = spawnSync(process.execPath, [path.join(DIST_DIR, 'make-template.js')], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error('making the embedded database template failed');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
