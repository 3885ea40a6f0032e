import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@gjs/shared';

/**
 * What the owner's CLI and the running server agree on (docs/decisions/0006-the-cli-runs-in-the-running-server.md):
 * the route, the key's header, and the runner the server hands the app. It lives below both, so that the app and its
 * plugins never import the CLI that builds the app.
 */

export const CLI_KEY_HEADER = 'x-cli-key';
export const CLI_ROUTE = endpoints.internal.cli.path;

/** What a command line printed and how it ended, wherever it ran (here, or in the running server). */
export interface Outcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** Runs one command line inside the running app (server.ts passes the CLI's own runner). */
export type RunCommandLine = (
  argv: string[],
  where: { app: FastifyInstance; cwd: string },
) => Promise<Outcome>;

export function keyMatches(key: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
