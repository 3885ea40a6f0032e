import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from '../index.ts';

/** Every zod schema the package exports, by its export name. */
const schemas = (Object.entries(shared) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** Values of every JSON type and a few that break string methods (`toLowerCase`, `split`, `trim`). */
const wrongValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.jsonValue(),
);

/** An object with the schema's own keys, each any value: mostly strings so refinements that need them still run. */
function objectsFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const inner = (schema as { def?: { in?: z.ZodType; schema?: z.ZodType } }).def;
  const keys = shape
    ? Object.keys(shape)
    : inner?.in || inner?.schema
      ? Object.keys(((inner.in ?? inner.schema) as { shape?: object }).shape ?? {})
      : [];
  if (!keys.length) return fc.jsonValue();
  const field = fc.oneof(
    { arbitrary: fc.string({ minLength: 1 }), weight: 3 },
    { arbitrary: wrongValue, weight: 2 },
  );
  return fc.record(Object.fromEntries(keys.map((k) => [k, field])), { requiredKeys: [] });
}

describe('every shared schema refuses wrong types instead of throwing', () => {
  it('covers the request schemas', () => {
    expect(schemas.map(([name]) => name)).toContain('registerRequestSchema');
  });

  it.each(schemas)('%s', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(objectsFor(schema), fc.jsonValue()), (input) => {
        expect(() => schema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('answers a field error when username or email is not a string', () => {
    const base = {
      username: 'django',
      email: 'django@example.com',
      password: 'minor-swing-42',
      password2: 'minor-swing-42',
    };
    for (const field of ['username', 'email'] as const) {
      for (const value of [1, true, [], {}]) {
        const result = shared.registerRequestSchema.safeParse({ ...base, [field]: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues.some((i) => i.path[0] === field)).toBe(true);
      }
    }
  });
});
