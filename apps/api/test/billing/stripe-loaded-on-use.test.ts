import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStripe } from '../../src/modules/billing/providers/stripe.ts';

const SRC = path.resolve(import.meta.dirname, '../../src');

describe("Stripe's SDK", () => {
  it('is imported by no module of the server for its code, only for its types (it loads on first use)', () => {
    const valueImports = fs
      .readdirSync(SRC, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => /^import (?!type\b)[^;]*from 'stripe'/m.test(fs.readFileSync(file, 'utf8')));
    expect(valueImports).toEqual([]);
  });

  it('is made once, on the first call that needs it, and shared by the later ones', async () => {
    const stripe = createStripe({
      secretKey: 'sk_test_lazy',
      publishableKey: undefined,
      webhookSecret: undefined,
      apiBase: undefined,
    });
    expect(stripe).toBeTypeOf('function');
    const [first, second] = await Promise.all([stripe!(), stripe!()]);
    expect(first).toBe(second);
    expect(await stripe!()).toBe(first);
    expect(first.subscriptions).toBeDefined();
  });

  it('is not there at all without a secret key', () => {
    expect(
      createStripe({
        secretKey: undefined,
        publishableKey: undefined,
        webhookSecret: undefined,
        apiBase: undefined,
      }),
    ).toBeUndefined();
  });
});
