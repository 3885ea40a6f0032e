import os from 'node:os';

/**
 * PostgreSQL connections per process: twice the cores plus two, at most ten (docs/decisions/012-a-pool-sized-to-the-cores.md).
 * More connections than the cores can serve make every query wait behind the others' context switches.
 */
export const DEFAULT_POOL_SIZE = Math.min(10, 2 * os.availableParallelism() + 2);
