import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { decodedBody, header, startSmtpPeer, type SmtpPeer } from '../smtp-peer.ts';
import { comment, createPost, member, type Member } from './support.ts';

let peer: SmtpPeer;
let ctx: TestContext;
let author: Member;
let replier: Member;
let quiet: Member;

beforeAll(async () => {
  peer = await startSmtpPeer();
  ctx = await buildTestApp(
    { SMTP_URL: peer.url, PUBLIC_URL: 'https://school.example' },
    { realMailer: true },
  );
  author = await member(ctx, 'reinhardt');
  replier = await member(ctx, 'grappelli');
  quiet = await member(ctx, 'quiet');
  const off = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/profile/',
    headers: quiet.headers,
    payload: { email_notifications: false },
  });
  expect(off.statusCode).toBe(200);
});
afterAll(async () => peer.close());

async function post(who: Member, subject: string) {
  const res = await createPost(ctx, who, { subject, content: 'Some content', category: 'general' });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

const to = (address: string) => (mail: { to: string[] }) => mail.to.includes(address);

describe('forum reply notifications over SMTP (decision 0413)', () => {
  it("e-mails the post's author when someone else comments: who, what, and a link to the forum", async () => {
    const postId = await post(author, 'Minor swing: which position?');
    const res = await comment(ctx, replier, postId, { content: 'Try the **5th position**.' });
    expect(res.statusCode).toBe(201);
    const mail = await peer.waitFor(to('reinhardt@example.com'));
    expect(mail.to).toEqual(['reinhardt@example.com']);
    expect(header(mail.raw, 'Subject')).toBe('New reply to your forum post: Minor swing: which position?');
    const body = decodedBody(mail.raw);
    expect(body).toContain('Hello reinhardt,');
    expect(body).toContain('grappelli replied to your forum post "Minor swing: which position?"');
    expect(body).toContain('Try the **5th position**.');
    expect(body).toContain('https://school.example/forum');
    expect(body).toContain('https://school.example/profile');
  });

  it('never e-mails commenters about their own comments', async () => {
    const own = await post(author, 'Talking to myself');
    expect((await comment(ctx, author, own, { content: 'A note to self' })).statusCode).toBe(201);
    // A notifying comment afterwards: once it has arrived, the earlier one would have arrived too.
    const other = await post(author, 'Marker after self-comment');
    await comment(ctx, replier, other, { content: 'marker one' });
    await peer.waitFor((m) => decodedBody(m.raw).includes('marker one'));
    expect(peer.received.filter((m) => decodedBody(m.raw).includes('A note to self'))).toEqual([]);
  });

  it('sends nothing to authors who turned email_notifications off', async () => {
    const quietPost = await post(quiet, 'Please do not mail me');
    expect((await comment(ctx, replier, quietPost, { content: 'Reply to quiet' })).statusCode).toBe(201);
    const marker = await post(author, 'Marker after quiet');
    await comment(ctx, replier, marker, { content: 'marker two' });
    await peer.waitFor((m) => decodedBody(m.raw).includes('marker two'));
    expect(peer.received.filter(to('quiet@example.com'))).toEqual([]);
  });

  it('keeps the subject on one line when the post subject tries header injection', async () => {
    const evil = await createPost(ctx, author, {
      subject: 'Hi\r\nBcc: victim@example.com\r\nX-Evil: 1',
      content: 'x',
      category: 'general',
    });
    await comment(ctx, replier, evil.json().id, { content: 'marker three' });
    const mail = await peer.waitFor((m) => decodedBody(m.raw).includes('marker three'));
    expect(mail.to).toEqual(['reinhardt@example.com']);
    expect(header(mail.raw, 'Subject')).toBe(
      'New reply to your forum post: Hi Bcc: victim@example.com X-Evil: 1',
    );
    expect(header(mail.raw, 'X-Evil')).toBeUndefined();
    expect(header(mail.raw, 'Bcc')).toBeUndefined();
  });
});

describe('when sending the notification fails', () => {
  it('still stores and answers the comment (201)', async () => {
    let attempted!: () => void;
    const attempt = new Promise<void>((resolve) => (attempted = resolve));
    const failing = await buildTestApp(
      {},
      {
        mailer: {
          send: async () => {
            attempted();
            throw new Error('connect ECONNREFUSED 127.0.0.1:25');
          },
          close: () => {},
        },
      },
    );
    const a = await member(failing, 'author2');
    const b = await member(failing, 'replier2');
    const postId = (await createPost(failing, a, { subject: 's', content: 'c', category: 'gear' })).json().id;
    const res = await comment(failing, b, postId, { content: 'still saved' });
    expect(res.statusCode).toBe(201);
    await attempt;
    const list = await failing.app.inject({ url: '/api/forum/posts/', headers: a.headers });
    expect(list.json()[0].comments.map((c: { content: string }) => c.content)).toEqual(['still saved']);
  });
});
