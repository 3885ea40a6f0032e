import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper.ts';
import { createAccount } from '../../src/modules/accounts/index.ts';
import type { OutgoingMail } from '../../src/lib/mailer.ts';

/**
 * The answer to a reset request must not tell whether the address has an account: it leaves before any work on
 * the account (look-up, token, mail), so a slow mail server shows in neither case.
 */

const MAIL_DELAY_MS = 600;
const sent: OutgoingMail[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp(
    { PASSWORD_RESET_RATE_LIMIT: '1000' },
    {
      mailer: {
        send: async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
          sent.push(mail);
        },
        close: () => {},
      },
    },
  );
  await createAccount(ctx.app.db, {
    username: 'Known',
    email: 'known@example.com',
    password: 'swing-manouche',
  });
});

async function timed(email: string) {
  const started = performance.now();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/password-reset-request/',
    payload: { email },
  });
  return { res, ms: performance.now() - started };
}

describe('password reset request timing', () => {
  it('answers a known address as fast as an unknown one, and sends the mail after answering', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await timed('known@example.com');
      const b = await timed(`nobody${i}@example.com`);
      expect(a.res.json()).toEqual(b.res.json());
      known.push(a.ms);
      unknown.push(b.ms);
    }
    // Waiting for the mail server would put MAIL_DELAY_MS into every known-address answer.
    expect(Math.max(...known)).toBeLessThan(MAIL_DELAY_MS / 2);
    expect(Math.max(...unknown)).toBeLessThan(MAIL_DELAY_MS / 2);
    await ctx.app.backgroundTasks.idle();
    expect(sent.map((m) => m.to)).toEqual(Array(4).fill('known@example.com'));
  });

  it('finishes queued mail before the app closes', async () => {
    const before = sent.length;
    await timed('known@example.com');
    expect(sent).toHaveLength(before);
    await ctx.app.close();
    expect(sent).toHaveLength(before + 1);
  });
});
