import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web', 'docs'],
    // Vitest's default is one worker less than the cores: one on a 2-core machine. Many API test files mostly wait
    // (for PostgreSQL, a child server, a restart), so a worker per core, never fewer than two, ran the whole suite in
    // 532 s instead of 825 s on a 2-core machine, with the same results.
    maxWorkers: Math.max(2, os.availableParallelism()),
    // CI asks for a JSON report beside the usual output, to print one closing summary.
    ...(process.env['VITEST_JSON']
      ? { reporters: ['default', 'json'], outputFile: { json: process.env['VITEST_JSON'] } }
      : {}),
  },
});
