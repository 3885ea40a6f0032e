import type { Sql } from 'postgres';
import { TRANSIENT_NETWORK_CODES, TRANSIENT_SERVER_CODES } from './unavailable.ts';

const RETRY_EVERY_MS = 1_000;

export class DatabaseUnavailableError extends Error {}

/** host:port and database of a URL, never its user's password. */
export function describeTarget(url: string): string {
  const parsed = new URL(url);
  const host = parsed.hostname || 'localhost';
  const port = parsed.port || '5432';
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || parsed.username || 'postgres';
  return `PostgreSQL at ${host}:${port} (database "${database}")`;
}

function cause(error: unknown): { code: string; text: string } {
  const e = error as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused (nothing listens on that port)',
    ENOTFOUND: 'host name not found',
    EAI_AGAIN: 'host name lookup failed',
    ETIMEDOUT: 'connection timed out',
    CONNECT_TIMEOUT: 'connection timed out',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    '57P03': 'the database system is starting up',
    '53300': 'too many connections',
    '28P01': 'password authentication failed',
    '28000': 'login refused',
    '3D000': 'the database does not exist',
  };
  return { code, text: known[code] ?? (typeof e.message === 'string' ? e.message : String(error)) };
}

/**
 * Waits until PostgreSQL answers `select 1`, retrying every second for at most `timeoutMs`. Errors that waiting
 * cannot mend (wrong password, unknown database) fail at once. Every failure names the server, the cause and the
 * variable to check (docs/decisions/0105-database-unreachable-at-start.md).
 */
export async function waitForPostgres(
  client: Sql,
  url: string,
  timeoutMs: number,
  onWaiting: (message: string) => void,
): Promise<void> {
  const target = describeTarget(url);
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await client`select 1`;
      return;
    } catch (error) {
      const { code, text } = cause(error);
      const transient = TRANSIENT_NETWORK_CODES.has(code) || TRANSIENT_SERVER_CODES.has(code);
      if (!transient) {
        throw new DatabaseUnavailableError(
          `Cannot use ${target}: ${text}. Check DATABASE_URL (user, password, database name).`,
        );
      }
      const remaining = timeoutMs - (Date.now() - started);
      if (remaining <= 0) {
        throw new DatabaseUnavailableError(
          `Cannot reach ${target}: ${text}. Gave up after ${Math.round(timeoutMs / 1000)} s ` +
            '(DATABASE_CONNECT_TIMEOUT_SECONDS). Check DATABASE_URL and that the database server is running ' +
            'and accepts connections from this machine.',
        );
      }
      if (attempt === 1) {
        onWaiting(
          `Cannot reach ${target}: ${text}. Retrying for up to ${Math.round(timeoutMs / 1000)} s ` +
            '(DATABASE_CONNECT_TIMEOUT_SECONDS); check DATABASE_URL if it does not come up.',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(RETRY_EVERY_MS, remaining)));
    }
  }
}
