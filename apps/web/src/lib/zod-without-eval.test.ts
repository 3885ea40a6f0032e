import { describe, expect, it } from 'vitest';
import { forbidZodEval } from './zod-without-eval.ts';

describe('forbidZodEval', () => {
  it('makes zod, loaded afterwards, run without compiling validators (no eval under the CSP)', async () => {
    forbidZodEval();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
