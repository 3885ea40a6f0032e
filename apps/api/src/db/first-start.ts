import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether this data folder has no embedded database yet (PostgreSQL's initdb writes PG_VERSION first). */
export function embeddedDatabaseMissing(dataDir: string): boolean {
  return !fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** The CLI beside this module: the bundle's in `dist`, the sources' through the same loader (tsx) as this process. */
function cliEntry(): string {
  const compiled = import.meta.url.endsWith('.js');
  return fileURLToPath(new URL(compiled ? './cli.js' : '../cli/index.ts', import.meta.url));
}

/**
 * Creates the embedded database, and seeds the demo content when asked, in a short-lived process: the owner's own
 * CLI command (`seed:demo`, or `db:migrate`). Creating a database runs PostgreSQL's initdb as a second WebAssembly
 * instance and the seed hashes a dozen passwords; done in the server's process, that left about 100 MB the process
 * never handed back to the system. The server then opens the database as on any later start.
 */
export function prepareEmbeddedDatabase(seedDemo: boolean): Promise<void> {
  const command = seedDemo ? 'seed:demo' : 'db:migrate';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, cliEntry(), command], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(new Error(`creating the embedded database failed (${command}, exit code ${code}): ${stderr}`));
    });
  });
}
