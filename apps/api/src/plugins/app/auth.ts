import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokens, signedBefore, type AccessTokens } from '../../modules/auth/index.ts';
import {
  accountGrantsAccess,
  findAccountWithAccess,
  type Account,
  type CurrentUser,
} from '../../modules/accounts/index.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import { PRIVATE_LESSONS_FORBIDDEN } from '@gjs/shared';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { createKeyedSharedCache } from '../../lib/shared-cache.ts';
import { guardRoutesFromTable } from './guards-from-table.ts';

/**
 * The guards, declared once here and used one way: each route gets the one its endpoint's `access` names, as its
 * first `onRequest` hook (guards-from-table.ts, docs/decisions/0310-endpoints-in-the-contracts.md). They run before
 * the body is read, so a refused caller's upload is never received; lint refuses them as `preHandler`
 * (docs/decisions/0303-one-way-to-pass-dependencies.md).
 */
declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** The accounts read by recent requests (docs/decisions/0014-the-account-cache.md); `invalidate` drops them all. */
    accountCache: { invalidate(): void };
    /** A logged-in, active user: 401 otherwise. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A logged-in staff user: 401, then 403. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A logged-in user with a trial or active subscription, or staff (decision 0405): 401, then 403. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A logged-in user whose takes_lessons flag is on (decision 0405): 401, then 403, both reading `error`. */
    requireStudent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The active user behind the bearer token, or undefined; read once per request. */
    currentUser(): Promise<CurrentUser | undefined>;
    /** The current user; only valid after the requireUser, requireMember, requireStudent or requireStaff hook. */
    user: CurrentUser;
    /** The current user's account (user, subscription, profile); valid after the same hooks. */
    account: Account;
  }
  interface FastifyContextConfig {
    /**
     * The route never writes an account, its subscription or its profile: its requests leave the account cache as it
     * is. Every other request that may write (any method but GET, HEAD and OPTIONS) drops it.
     */
    leavesAccountsUnchanged?: boolean;
  }
}

const TOKEN_INVALID = 'Given token not valid for any token type';
/** How long an account read stays in use at most: it bounds a change another process makes without telling. */
const ACCOUNT_TTL_MS = 5000;
/** Accounts kept at most (about 1 KB each); the oldest goes first. */
const ACCOUNTS_KEPT = 2000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to view this content.';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** A kept account is shared by the requests that read it: none of them may change it for the others. */
function frozen<T extends object | undefined>(row: T): T {
  if (!row) return row;
  for (const part of Object.values(row)) if (part && typeof part === 'object') Object.freeze(part);
  return Object.freeze(row);
}

export default fp(
  async (app) => {
    const accessTokens = createAccessTokens(
      resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
      app.config.accessTokenTtlSeconds,
    );
    app.decorate('accessTokens', accessTokens);

    // The account, its subscription and profile settings are read together, at most once per request: the member
    // check and the caller's own profile need no second query, and the account's "tokens valid after" time comes
    // with it, so a token ended by logout is refused at once. Recent reads are kept for the next requests and dropped
    // by every request that may have written an account (docs/decisions/0014-the-account-cache.md).
    const accounts = createKeyedSharedCache<Awaited<ReturnType<typeof findAccountWithAccess>>>(
      ACCOUNT_TTL_MS,
      ACCOUNTS_KEPT,
    );
    app.decorate('accountCache', { invalidate: () => accounts.invalidate() });
    app.addHook('onSend', async (request) => {
      if (READS.has(request.method) || request.is404) return;
      if (request.routeOptions.config.leavesAccountsUnchanged) return;
      // Before the answer leaves: the caller's next request, here, already reads the account again.
      app.changes.announce('accounts');
    });
    const cache = new WeakMap<FastifyRequest, Promise<Account | undefined>>();
    const account = (request: FastifyRequest): Promise<Account | undefined> => {
      let pending = cache.get(request);
      if (!pending) {
        pending = (async () => {
          const token = bearer(request);
          const claims = token ? await accessTokens.verify(token) : undefined;
          if (!claims) return undefined;
          const row = await accounts.get(String(claims.userId), () =>
            findAccountWithAccess(app.db, claims.userId).then(frozen),
          );
          if (!row?.user.isActive || signedBefore(claims.issuedAt, row.user.tokensValidAfter))
            return undefined;
          return { user: row.user, subscription: row.subscription, profile: row.profile };
        })();
        cache.set(request, pending);
      }
      return pending;
    };
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      return account(this).then((a) => a?.user);
    });
    app.decorateRequest('user', null as unknown as CurrentUser);
    app.decorateRequest('account', null as unknown as Account);

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const current = await account(request);
      if (!current) throw new UnauthorizedError(bearer(request) ? TOKEN_INVALID : undefined);
      request.user = current.user;
      request.account = current;
    });
    app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser(request, reply);
      if (!request.user.isStaff) throw new ForbiddenError();
    });
    app.decorate('requireMember', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser(request, reply);
      // The one access rule (modules/accounts/access-rule.ts, docs/decisions/0300-one-home-for-access.md).
      if (!accountGrantsAccess(request.account)) throw new ForbiddenError(SUBSCRIPTION_REQUIRED);
    });
    // The private lessons' errors read `error` (product 0424); `message` stays beside it for the common handling.
    const lessonError = (status: number, message: string) =>
      new AppError(status, message, { error: message });
    app.decorate('requireStudent', async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        await app.requireUser(request, reply);
      } catch (error) {
        if (error instanceof AppError) throw lessonError(error.statusCode, error.message);
        throw error;
      }
      if (!request.user.takesLessons) throw lessonError(403, PRIVATE_LESSONS_FORBIDDEN);
    });
    guardRoutesFromTable(app);
  },
  { name: 'auth', dependencies: ['db', 'change-feed'] },
);
