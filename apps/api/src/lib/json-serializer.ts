import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import type { FastifyReply, FastifySerializerCompiler } from 'fastify';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/**
 * `X | null` comes out of zod as anyOf [X, {type: null}]; fast-json-stringify validates every anyOf branch with ajv
 * on each answer, but writes `type: [X, 'null']` directly.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((b: JsonSchema) => b['type'] === 'null' && Object.keys(b).length === 1);
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other['type'] === 'string' && !('anyOf' in other)) {
      const { anyOf: _dropped, ...rest } = out;
      return { ...rest, ...other, type: [other['type'], 'null'] };
    }
  }
  return out;
}

/** The JSON schema of a response contract: what the answer may contain, nothing else. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-07',
    // Dates and other values JSON has no type for are written as JSON.stringify writes them.
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return simplify(json) as JsonSchema;
}

const cache = new WeakMap<object, Serialize>();

function compile(schema: unknown): Serialize {
  const json = isZodSchema(schema) ? responseJsonSchema(schema) : (schema as JsonSchema);
  return fastJsonStringify(json as never) as Serialize;
}

function compiled(schema: object): Serialize {
  let serialize = cache.get(schema);
  if (!serialize) {
    serialize = compile(schema);
    cache.set(schema, serialize);
  }
  return serialize;
}

/** The serialiser a route answering with `schema` uses: for an answer written ahead of its requests. */
export function serializerFor<T>(schema: z.ZodType<T>): (data: T) => string {
  return compiled(schema);
}

/** Sends JSON made ahead by `serializerFor` as it is: the route's serialiser is not run again. */
export function sendSerialized(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Answers are written by fast-json-stringify from the JSON schema of their zod contract, so a field outside the
 * contract (a password hash on a row) is never written; the contracts are not parsed on every answer. Compiled on a
 * route's first answer and shared by every route with the same contract, which keeps start-up and memory small.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialize: Serialize | undefined;
  return (data: unknown) => {
    serialize ??= compiled(schema as object);
    return serialize(data);
  };
};
