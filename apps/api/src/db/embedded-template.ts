import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/**
 * A new embedded database costs PostgreSQL's initdb (about 4.5 s of WebAssembly) and then the migrations. The migrated
 * data folder is therefore kept as a tarball named after the PGlite version and the migrations, made by the API's
 * build (or on first need), and every new embedded database starts from it in about a second: the server's first
 * start and each API test file alike. See docs/decisions/0010-new-embedded-databases-from-a-template.md.
 */
const CACHE_DIR = path.join(REPO_ROOT, 'apps/api/.cache');
export const MIGRATIONS_FOLDER = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
const PREFIX = 'pglite-template-';

export function templateFile(): string {
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const hash = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(pgliteEntry, '../../package.json')));
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return path.join(CACHE_DIR, `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The template of the current migrations, if it was made. */
export function readTemplate(): Blob | undefined {
  const file = templateFile();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** Keeps a dump as the template; written aside and renamed, so a process starting meanwhile never reads half. */
export async function keepTemplate(dump: Blob): Promise<void> {
  const file = templateFile();
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  // Templates of earlier migrations are 40 MB each and never used again.
  for (const stale of fs.readdirSync(CACHE_DIR)) {
    if (stale.startsWith(PREFIX) && stale.endsWith('.tar') && stale !== path.basename(file)) {
      fs.rmSync(path.join(CACHE_DIR, stale), { force: true });
    }
  }
}
