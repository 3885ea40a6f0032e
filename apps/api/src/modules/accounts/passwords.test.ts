import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing, a few at a time', () => {
  it('answers every one of many concurrent checks, each with its own result', async () => {
    const stored = await hashPassword('right horse battery');
    const attempts = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? 'right horse battery' : `wrong ${i}`,
    );
    const results = await Promise.all(attempts.map((attempt) => verifyPassword(stored, attempt)));
    expect(results).toEqual(attempts.map((attempt) => attempt === 'right horse battery'));
  });

  it('keeps answering after a check that fails on a malformed hash', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    const stored = await hashPassword('still works');
    expect(await verifyPassword(stored, 'still works')).toBe(true);
  });
});
