import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isAlive } from '../db/embedded-lock.ts';
import { CLI_KEY_HEADER, CLI_ROUTE, type Outcome } from '../core/cli-link.ts';

/**
 * How the CLI finds the running server of a data folder (docs/decisions/0006-the-cli-runs-in-the-running-server.md):
 * the server writes its loopback address and a random key, readable by the folder's owner only, and removes the file
 * when it stops.
 */
export interface ServerLink {
  pid: number;
  url: string;
  key: string;
}

export { CLI_KEY_HEADER, CLI_ROUTE };

export function linkPath(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function newCliKey(): string {
  return crypto.randomBytes(32).toString('hex');
}

export function writeServerLink(dataDir: string, url: string, key: string): ServerLink {
  const link = { pid: process.pid, url, key };
  fs.mkdirSync(dataDir, { recursive: true });
  const file = linkPath(dataDir);
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(link), { mode: 0o600 });
  return link;
}

export function removeServerLink(dataDir: string, link: ServerLink): void {
  if (readServerLink(dataDir)?.key === link.key) fs.rmSync(linkPath(dataDir), { force: true });
}

/** The link of a live server, or undefined (none, or a file left by a process that died). */
export function readServerLink(dataDir: string): ServerLink | undefined {
  let link: ServerLink;
  try {
    link = JSON.parse(fs.readFileSync(linkPath(dataDir), 'utf8')) as ServerLink;
  } catch {
    return undefined;
  }
  return isAlive(link.pid) ? link : undefined;
}

/** Runs a command line in the server; undefined when the server does not answer (it just stopped). */
export async function runInServer(link: ServerLink, argv: string[]): Promise<Outcome | undefined> {
  let res: Response;
  try {
    res = await fetch(new URL(CLI_ROUTE, link.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLI_KEY_HEADER]: link.key },
      body: JSON.stringify({ argv, cwd: process.cwd() }),
    });
  } catch {
    return undefined;
  }
  if (!res.ok) throw new Error(`The running server refused the command (${res.status}): ${await res.text()}`);
  return (await res.json()) as Outcome;
}
