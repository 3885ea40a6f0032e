import { eq } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, fillPath, type Endpoint, type EndpointAccess } from '@gjs/shared';
import { bearer, buildTestApp, login, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import { subscriptions } from '../../src/db/schema/index.ts';

/**
 * Every endpoint answers each kind of caller as its `access` in the contracts says
 * (docs/decisions/0310-endpoints-in-the-contracts.md, "Guards come from the table"): a refused caller gets 401
 * without a session and 403 with the wrong one; an admitted caller gets neither (404 for the missing id 999999, 400
 * for the empty body, or the answer itself).
 */
const PASSWORD = 'django-reinhardt-1910';
const MISSING = 999999;

interface Caller {
  name: string;
  /** Whether the guard of this access lets the caller through. */
  admits: (access: GuardedAccess) => boolean;
  headers: Record<string, string>;
}
type GuardedAccess = Extract<EndpointAccess, 'user' | 'member' | 'student' | 'staff'>;
const guarded = new Set<EndpointAccess>(['user', 'member', 'student', 'staff']);

let ctx: TestContext;
const callers: Caller[] = [];

async function account(
  name: string,
  subscription: 'trial' | 'active' | 'none',
  flags: { isStaff?: boolean; takesLessons?: boolean } = {},
) {
  const { id } = await createAccount(ctx.app.db, {
    username: name,
    email: `${name}@example.com`,
    password: PASSWORD,
    subscription,
    ...flags,
  });
  return id;
}

const token = async (name: string) => bearer((await login(ctx.app, name, PASSWORD)).access);

beforeAll(async () => {
  ctx = await buildTestApp();
  await account('trialist', 'trial');
  const lapsed = await account('lapsed', 'active');
  // A cancelled subscription whose paid period is over: the account stays, its access does not.
  await ctx.app.db
    .update(subscriptions)
    .set({ status: 'cancelled', endDate: new Date(Date.now() - 24 * 3600 * 1000) })
    .where(eq(subscriptions.userId, lapsed));
  await account('member', 'active');
  await account('student', 'active', { takesLessons: true });
  await account('staff', 'none', { isStaff: true });
  callers.push(
    { name: 'visitor', admits: () => false, headers: {} },
    { name: 'trialist', admits: (a) => a === 'user' || a === 'member', headers: await token('trialist') },
    { name: 'lapsed member', admits: (a) => a === 'user', headers: await token('lapsed') },
    { name: 'member', admits: (a) => a === 'user' || a === 'member', headers: await token('member') },
    { name: 'student', admits: (a) => a !== 'staff', headers: await token('student') },
    // Staff without the takes_lessons flag are refused the caller's own private lessons, as ever (decision 0405).
    { name: 'staff', admits: (a) => a !== 'student', headers: await token('staff') },
  );
});

/** The endpoint called with its parameters filled with ids that do not exist, and an empty body where it takes one. */
function request(endpoint: Endpoint, headers: Record<string, string>, method: HTTPMethods = endpoint.method) {
  const path = fillPath(endpoint.path, {
    id: MISSING,
    chapterId: MISSING,
    sectionId: MISSING,
    remarkId: MISSING,
    part: 0,
    stream: String(MISSING),
    token: `${MISSING}-signature`,
    kind: 'thumbnail',
    name: String(MISSING),
  });
  return ctx.app.inject({
    method,
    url: path.replace('*', String(MISSING)),
    headers,
    ...(['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(method) ? {} : { payload: {} }),
  });
}

/** An admitted cancellation of a subscription without a paid period deletes the caller's account: it goes last. */
function lastTheOneThatDeletes(list: Endpoint[]): Endpoint[] {
  const deletes = endpoints.billing.cancelSubscription;
  return [...list.filter((endpoint) => endpoint !== deletes), deletes];
}

/** What today's guards answer: 401 without a session, 403 for a session of the wrong kind. */
function expected(access: GuardedAccess, caller: Caller): string {
  if (caller.admits(access)) return 'admitted';
  return caller.name === 'visitor' ? '401' : '403';
}
const seen = (status: number) => (status === 401 || status === 403 ? String(status) : 'admitted');

describe('guards from the endpoints table', () => {
  it('answer every guarded endpoint as its access says, for every kind of caller', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const endpoint of lastTheOneThatDeletes(allEndpoints())) {
      if (!guarded.has(endpoint.access)) continue;
      for (const caller of callers) {
        const response = await request(endpoint, caller.headers);
        calls += 1;
        const want = expected(endpoint.access as GuardedAccess, caller);
        if (seen(response.statusCode) !== want)
          wrong.push(
            `${caller.name} ${endpoint.method} ${endpoint.path} (${endpoint.access}): ${response.statusCode}, want ${want}`,
          );
      }
    }
    expect(calls).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  });

  it('guard the HEAD twin of every guarded GET endpoint as the GET', async () => {
    const wrong: string[] = [];
    for (const endpoint of allEndpoints()) {
      if (!guarded.has(endpoint.access) || endpoint.method !== 'GET') continue;
      const response = await request(endpoint, {}, 'HEAD');
      if (response.statusCode !== 401) wrong.push(`HEAD ${endpoint.path}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('let every caller through to public endpoints', async () => {
    const wrong: string[] = [];
    for (const endpoint of allEndpoints().filter((e) => e.access === 'public')) {
      for (const caller of callers) {
        const response = await request(endpoint, caller.headers);
        if (seen(response.statusCode) !== 'admitted')
          wrong.push(`${caller.name} ${endpoint.method} ${endpoint.path}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/**
 * Endpoints that check their own proof instead of a session: what each answers without it, whoever calls (a bearer
 * token changes nothing).
 */
const withoutProof: Record<
  Extract<EndpointAccess, 'registrant' | 'signed' | 'provider' | 'owner'>,
  string
> = {
  // The registration token is a field of the body: without it the body is refused.
  registrant: '400 invalid_input_fields',
  // A media URL without a valid signature.
  signed: '403 media_link_invalid',
  // A webhook without the provider's signature.
  provider: '400 invalid_webhook_signature',
  // The owner's CLI endpoint is registered only when the server is started with the CLI's key: a test app has none.
  owner: '404 route_not_found',
};

describe('endpoints with their own checks', () => {
  it('answer a caller without the proof as they always did, session or not', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const endpoint of allEndpoints()) {
      if (endpoint.access === 'public' || guarded.has(endpoint.access)) continue;
      for (const caller of callers) {
        const response = await request(endpoint, caller.headers);
        const name = `${caller.name} ${endpoint.method} ${endpoint.path}`;
        answers.push(`${name}: ${response.statusCode} ${response.json<{ code: string }>().code}`);
        expected.push(`${name}: ${withoutProof[endpoint.access as keyof typeof withoutProof]}`);
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(callers.length * 4);
    expect(answers).toEqual(expected);
  });
});
