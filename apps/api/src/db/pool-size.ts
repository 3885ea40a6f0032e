import os from 'node:os';
import { z } from 'zod';

/**
 * PostgreSQL connections per process: twice the cores plus two, at most ten (docs/decisions/0012-a-pool-sized-to-the-cores.md).
 * More connections than the cores can serve make every query wait behind the others' context switches.
 */
export const DEFAULT_POOL_SIZE = Math.min(10, 2 * os.availableParallelism() + 2);

/** DATABASE_POOL_SIZE: never below two, since a job's lock holds one connection while its queries take another. */
export const poolSizeSchema = z.coerce.number().int().min(2).max(100).default(DEFAULT_POOL_SIZE);

/**
 * The pool size the environment configures (DATABASE_POOL_SIZE, else the default): what a process that opens the
 * database without naming a size keeps, the CLI and the tools as much as the server.
 */
export function configuredPoolSize(env: Record<string, string | undefined> = process.env): number {
  return poolSizeSchema.parse(env['DATABASE_POOL_SIZE'] || undefined);
}
