import { createAccount, type NewAccount } from '../../src/modules/accounts/index.ts';
import { bearer, login, type TestContext } from '../helper.ts';

export const PASSWORD = 'swing-manouche';

/** Creates an account and logs it in; returns its id and bearer headers. */
export async function member(ctx: TestContext, username: string, extra: Partial<NewAccount> = {}) {
  const { id } = await createAccount(ctx.app.db, {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: PASSWORD,
    subscription: 'active',
    ...extra,
  });
  return { id, headers: bearer((await login(ctx.app, username, PASSWORD)).access) };
}
export type Member = Awaited<ReturnType<typeof member>>;

export function createPost(ctx: TestContext, who: Member, payload: object) {
  return ctx.app.inject({ method: 'POST', url: '/api/forum/posts/', headers: who.headers, payload });
}

export function comment(ctx: TestContext, who: Member, postId: number | string, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/forum/posts/${postId}/comments/`,
    headers: who.headers,
    payload,
  });
}

export function listPosts(ctx: TestContext, who: Member, query: Record<string, string | number> = {}) {
  return ctx.app.inject({
    url: '/api/forum/posts/',
    headers: who.headers,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}
