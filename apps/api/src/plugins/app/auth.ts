import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAccessTokens, signedBefore, type AccessTokens } from '../../modules/auth/access-tokens.ts';
import { findAccountWithAccess, type AccountRow } from '../../modules/auth/repository.ts';
import { resolveJwtSecret } from '../../lib/secrets.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import type { users } from '../../db/schema/index.ts';

export type CurrentUser = typeof users.$inferSelect;
/** The account behind a request: the user, their subscription and profile settings, read in one query. */
export interface Account {
  user: CurrentUser;
  subscription: AccountRow['subscription'];
  profile: AccountRow['profile'];
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** A logged-in user with a trial or active subscription, or staff (decision 0405): 401, then 403. */
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The active user behind the bearer token, or undefined; read once per request. */
    currentUser(): Promise<CurrentUser | undefined>;
    /** The current user; only valid after the requireUser pre-handler. */
    user: CurrentUser;
    /** The current user's account (user, subscription, profile); only valid after the requireUser pre-handler. */
    account: Account;
  }
}

const TOKEN_INVALID = 'Given token not valid for any token type';
export const SUBSCRIPTION_REQUIRED = 'An active subscription is required to view this content.';

/**
 * Trial and active subscriptions open the content (decision 0405); a paid subscription cancelled at the period end
 * keeps it until its end date (decision 0404), and so does a failed renewal during its grace period (billing README).
 * A complimentary subscription (active, no provider) granted by staff with an end date stops at that date; a paid
 * one's end date is the provider's period end, which its renewal moves on, so it is not checked here.
 */
export function subscriptionGrantsAccess(
  subscription: { status: string; endDate: Date | null; paymentProvider: string | null } | undefined,
  now = new Date(),
): boolean {
  if (!subscription) return false;
  if (subscription.status === 'trial') return true;
  if (subscription.status === 'active') {
    const complimentaryEnded =
      subscription.paymentProvider === null && subscription.endDate !== null && subscription.endDate <= now;
    return !complimentaryEnded;
  }
  const keepsAccess = subscription.status === 'cancelled' || subscription.status === 'past_due';
  return keepsAccess && subscription.endDate !== null && subscription.endDate > now;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

export default fp(
  async (app) => {
    const accessTokens = createAccessTokens(
      resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
      app.config.accessTokenTtlSeconds,
    );
    app.decorate('accessTokens', accessTokens);

    // The account, its subscription and profile settings are read together, once per request: the member check and
    // the caller's own profile need no second query, and the account's "tokens valid after" time comes with it, so a
    // token ended by logout is refused at once.
    const cache = new WeakMap<FastifyRequest, Promise<Account | undefined>>();
    const account = (request: FastifyRequest): Promise<Account | undefined> => {
      let pending = cache.get(request);
      if (!pending) {
        pending = (async () => {
          const token = bearer(request);
          const claims = token ? await accessTokens.verify(token) : undefined;
          if (!claims) return undefined;
          const row = await findAccountWithAccess(app.db, claims.userId);
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
      if (request.user.isStaff) return;
      if (!subscriptionGrantsAccess(request.account.subscription ?? undefined))
        throw new ForbiddenError(SUBSCRIPTION_REQUIRED);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
