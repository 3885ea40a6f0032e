import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forumPostListSchema, type ForumPost } from '@gjs/shared';
import { responseJsonSchema, serializerCompiler } from '../../src/lib/json-serializer.ts';

const account = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  tags: z.array(z.object({ name: z.string() })),
  plan: z.object({ status: z.enum(['trial', 'active']), ends: z.string().nullable() }).nullable(),
});

const row = {
  id: 7,
  username: 'django',
  avatar: null,
  password: 'argon2id$v=19$m=19456,t=2,p=1$secret-hash',
  tags: [{ name: 'manouche', password: 'nested-secret' }],
  plan: { status: 'active', ends: null, stripeCustomerId: 'cus_secret' },
};

const app = Fastify({ logger: false });
app.setSerializerCompiler(serializerCompiler);
app.get('/account', { schema: { response: { 200: account } } }, async () => row);
app.get('/accounts', { schema: { response: { 200: z.array(account) } } }, async () => [row, row]);
afterAll(() => app.close());

describe('the response serialiser (fast-json-stringify from the zod contracts)', () => {
  it('never writes a field outside the contract, at any depth', async () => {
    for (const url of ['/account', '/accounts']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/password|secret|stripeCustomerId/);
    }
    const res = await app.inject({ url: '/account' });
    expect(res.json()).toEqual({
      id: 7,
      username: 'django',
      avatar: null,
      tags: [{ name: 'manouche' }],
      plan: { status: 'active', ends: null },
    });
  });

  it('writes a null object as null', async () => {
    const nullPlan = Fastify({ logger: false });
    nullPlan.setSerializerCompiler(serializerCompiler);
    nullPlan.get('/', { schema: { response: { 200: account } } }, async () => ({ ...row, plan: null }));
    expect((await nullPlan.inject({ url: '/' })).json()).toMatchObject({ plan: null });
    await nullPlan.close();
  });

  it('fails an answer that misses a required field instead of sending it', async () => {
    const broken = Fastify({ logger: false });
    broken.setSerializerCompiler(serializerCompiler);
    broken.get('/', { schema: { response: { 200: account } } }, async () => ({ id: 1 }));
    expect((await broken.inject({ url: '/' })).statusCode).toBe(500);
    await broken.close();
  });

  it('writes what zod would: a real contract gives the same JSON as parsing it', async () => {
    const post: ForumPost & { author: { email: string } } = {
      id: 1,
      subject: 'Minor swing voicings',
      content: 'Which **fingering**?\n"quoted" \\ and unicode é ♪',
      category: 'songs',
      created_at: new Date(0).toISOString(),
      author: { id: 3, username: 'stochelo', profile_image: null, email: 'hidden@example.com' },
      comments: [
        {
          id: 2,
          content: 'Try 6/9 shapes',
          created_at: new Date(1000).toISOString(),
          author: { id: 4, username: 'bireli', profile_image: 'https://x/y.webp' },
        },
      ],
    };
    const forum = Fastify({ logger: false });
    forum.setSerializerCompiler(serializerCompiler);
    forum.get('/', { schema: { response: { 200: forumPostListSchema } } }, async () => [post]);
    const res = await forum.inject({ url: '/' });
    expect(res.json()).toEqual(forumPostListSchema.parse([post]));
    expect(res.body).not.toContain('hidden@example.com');
    await forum.close();
  });

  it('turns `X | null` into a type list, not an anyOf checked on every answer', () => {
    const schema = responseJsonSchema(account) as { properties: Record<string, unknown> };
    expect(schema.properties['avatar']).toEqual({ type: ['string', 'null'] });
    expect(schema.properties['plan']).toMatchObject({ type: ['object', 'null'] });
  });
});
