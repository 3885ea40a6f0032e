/** Server answers that mean "not now": starting up, shutting down, too many connections (SQLSTATE). */
export const TRANSIENT_SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Failures of the connection itself (Node's socket errors and the postgres driver's own codes). */
export const TRANSIENT_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
  'ENOTFOUND',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** SQLSTATE class 08: connection exceptions. */
const CONNECTION_EXCEPTION = /^08/;

const FROM_DATABASE = Symbol('gjs.from-database');

/** Marks an error as one the database connection pool gave (db/pool-watch.ts). */
export function markDatabaseError(error: unknown): void {
  if (error && typeof error === 'object' && !Object.isFrozen(error)) {
    Object.defineProperty(error, FROM_DATABASE, { value: true });
  }
}

/**
 * Whether an error came from the database: the pool marked it, or it carries the statement that failed (the query
 * builder's and the driver's query errors). A socket error of anything else (a payment provider, object storage,
 * Redis, SMTP) is no database outage, whatever its code.
 */
function fromDatabase(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { [FROM_DATABASE]?: boolean })[FROM_DATABASE] === true) return true;
    if (typeof (e as { query?: unknown }).query === 'string') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether an error of the database (or one of its causes: the query builder wraps the driver's error) says the
 * database could not be reached or refused work for the moment, as opposed to a fault of the request or of the code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCode(error) !== undefined;
}

/** The code (SQLSTATE, socket or driver code) that makes a database error an outage, if it is one. */
export function unavailableCode(error: unknown): string | undefined {
  if (!fromDatabase(error)) return undefined;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (TRANSIENT_NETWORK_CODES.has(code) || TRANSIENT_SERVER_CODES.has(code)) return code;
      if (CONNECTION_EXCEPTION.test(code)) return code;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQL text of the statement an error came from, when the query builder or the driver names it. */
export function failedStatement(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const query = (e as { query?: unknown }).query;
    if (typeof query === 'string') return query;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
