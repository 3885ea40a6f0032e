import { describe, expect, it } from 'vitest';
import { PASSWORDS_DONT_MATCH, passwordProblems, passwordResetConfirmSchema } from './contracts.ts';

describe('password rules', () => {
  it('accepts a long, non-numeric password unrelated to the user', () => {
    expect(passwordProblems('minor-swing-42', ['alice'])).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(passwordProblems('1234567')).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is entirely numeric.',
    ]);
    expect(passwordProblems('alice-rocks', ['alice'])).toEqual([
      'The password is too similar to your personal details.',
    ]);
  });
});

describe('password reset confirm contract', () => {
  it('reports a mismatch as "Passwords don\'t match"', () => {
    const result = passwordResetConfirmSchema.safeParse({
      uid: 'MQ',
      token: 't',
      new_password: 'minor-swing-42',
      confirm_password: 'minor-swing-43',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORDS_DONT_MATCH);
  });
});
