import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      'docs',
      // The web build's tests that need Node itself rather than jsdom (apps/web/build/*.node.test.ts).
      {
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: ['build/**/*.node.test.ts'],
          environment: 'node',
          // A group of its own, run after the others: projects of one group must share a worker count.
          sequence: { groupOrder: 1 },
        },
      },
    ],
    // Vitest's default is one worker less than the cores: one on a 2-core machine. Many API test files mostly wait
    // (for PostgreSQL, a child server, a restart): with two workers a core still sat idle half the time. Four workers
    // on a 2-core machine ran the whole suite in 277 s instead of 525 s (two workers), with the same results
    // (docs/decisions/0019-ci-within-a-quarter-hour.md).
    maxWorkers: Math.max(4, os.availableParallelism()),
    // CI asks for a JSON report beside the usual output, to print one closing summary.
    ...(process.env['VITEST_JSON']
      ? { reporters: ['default', 'json'], outputFile: { json: process.env['VITEST_JSON'] } }
      : {}),
  },
});
